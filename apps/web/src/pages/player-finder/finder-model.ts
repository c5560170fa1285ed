import {
  FINDER_MSG,
  WEEKDAYS,
  finderErrors,
  type FinderRequestData,
  type FinderSlot,
  type Host,
  type Weekday,
} from '@bgc/shared';

/**
 * The finder form (FIND-027) and its conversions to the API payloads; pure, unit-tested.
 */
export interface FinderFormState {
  country: number | null;
  state: number | null;
  city: { id: number; name: string } | null;
  courses: Array<{ id: number; name: string }>;
  dateFrom: string;
  dateTo: string;
  timeMode: 1 | 2;
  slots: FinderSlot[];
  weekly: Record<Weekday, { has: boolean; from: string; to: string }>;
}

/** A form that passed `formErrors`: its country and state are chosen (FIND-014/015). */
export type CheckedFinderForm = FinderFormState & { country: number; state: number };

/** The form, once `formErrors` found nothing: null when the country or state is missing. */
export function checkedForm(form: FinderFormState): CheckedFinderForm | null {
  const { country, state } = form;
  return country !== null && state !== null ? { ...form, country, state } : null;
}

export const emptyWeekly = (): FinderFormState['weekly'] =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { has: false, from: '', to: '' }]),
  ) as FinderFormState['weekly'];

/** FIND-003: the seeker starts with an empty player. */
export const emptyForm = (): FinderFormState => ({
  country: null,
  state: null,
  city: null,
  courses: [],
  dateFrom: '',
  dateTo: '',
  timeMode: 2,
  slots: [],
  weekly: emptyWeekly(),
});

/** FIND-014..017: the resets when a field changes. */
export function changeForm(
  form: FinderFormState,
  change: Partial<FinderFormState>,
): FinderFormState {
  const next = { ...form, ...change };
  if ('country' in change && change.country !== form.country)
    Object.assign(next, { state: null, city: null, courses: [] });
  else if ('state' in change && change.state !== form.state)
    Object.assign(next, { city: null, courses: [] });
  if ('timeMode' in change && change.timeMode !== form.timeMode) {
    if (change.timeMode === 1) next.weekly = emptyWeekly();
    else next.slots = [];
  }
  if ('dateFrom' in change && change.dateFrom !== form.dateFrom) next.dateTo = '';
  return next;
}

const flatWeekly = (
  weekly: FinderFormState['weekly'],
  onlyChecked: boolean,
): Record<string, string | boolean> =>
  Object.fromEntries(
    WEEKDAYS.flatMap((d): Array<[string, string | boolean]> =>
      onlyChecked && !weekly[d].has
        ? []
        : [
            [`${d}Has`, weekly[d].has],
            [`${d}From`, weekly[d].from],
            [`${d}To`, weekly[d].to],
          ],
    ),
  );

export function hostPayload(form: CheckedFinderForm) {
  return {
    country: form.country,
    state: form.state,
    city: form.city?.id ?? null,
    courses: form.courses.map((c) => c.id),
    timeMode: form.timeMode,
    timeTemporary: form.timeMode === 1 ? form.slots : [],
    ...(form.timeMode === 2 ? flatWeekly(form.weekly, false) : {}),
  };
}

export function searchPayload(form: CheckedFinderForm, page = 1) {
  return {
    filter_country: form.country,
    state: form.state,
    city: form.city?.id ?? null,
    dateFrom: form.dateFrom || null,
    dateTo: form.dateTo || null,
    page,
    ...flatWeekly(form.weekly, true),
  };
}

/**
 * FIND-011: what the seeker searched, sent with the request; `names` are the chosen region's
 * and country's names (decision 043: the host reads the place even without a city).
 */
export function requestData(
  form: FinderFormState,
  handicap: number | null,
  names: { state?: string | null; country?: string | null } = {},
): FinderRequestData {
  const named = (id: number | null, name: string | null | undefined) =>
    id !== null && name ? { id, name: name.slice(0, 100) } : null;
  return {
    city: form.city ? { id: form.city.id, name: form.city.name } : null,
    state: named(form.state, names.state),
    country: named(form.country, names.country),
    dateFrom: form.dateFrom || null,
    dateTo: form.dateTo || null,
    handicap,
    ...(flatWeekly(form.weekly, true) as Partial<FinderRequestData>),
  };
}

/** The stored host back into the form (edit). */
export function formOfHost(h: Host): FinderFormState {
  return {
    country: h.country.id,
    state: h.state.id,
    city: h.city,
    courses: h.courses,
    dateFrom: h.dateFrom ?? '',
    dateTo: h.dateTo ?? '',
    timeMode: h.timeMode,
    slots: h.timeTemporary,
    weekly: h.weekly,
  };
}

export type FinderErrorText = { key: string; params?: Record<string, string> };

/**
 * The rule errors (shared `finderErrors`) as translation keys: weekday names become the
 * translated day, dates stay as written.
 */
export function formErrors(
  form: FinderFormState,
  mode: 'host' | 'seeker',
): Record<string, FinderErrorText> {
  const raw = finderErrors(
    {
      country: form.country,
      state: form.state,
      courses: form.courses.map((c) => c.id),
      dateFrom: form.dateFrom || null,
      dateTo: form.dateTo || null,
      timeMode: form.timeMode,
      timeTemporary: form.slots,
      weekly: mode === 'host' && form.timeMode === 1 ? {} : form.weekly,
    },
    mode,
    (d) => d,
  );
  const out: Record<string, FinderErrorText> = {};
  for (const [field, text] of Object.entries(raw)) {
    const fixed = Object.entries(FINDER_MSG).find(([, v]) => v === text);
    let m: RegExpExecArray | null;
    if (fixed) out[field] = { key: `errors.${fixed[0]}` };
    else if ((m = /^Invalid time in date (.+)$/.exec(text)))
      out[field] = { key: 'errors.invalidTimeDate', params: { date: m[1]! } };
    else if ((m = /^In (.+) date to must be > date from$/.exec(text)))
      out[field] = { key: 'errors.slotOrder', params: { date: m[1]! } };
    else if ((m = /^Invalid time in (.+)$/.exec(text)))
      out[field] = { key: 'errors.invalidTimeDay', params: { day: m[1]! } };
    else if ((m = /^Please check time from and time to of (.+)$/.exec(text)))
      out[field] = { key: 'errors.checkTimesDay', params: { day: m[1]! } };
    else out[field] = { key: 'errors.required' };
  }
  return out;
}

/** INPUT-005 / OPEN-066: today as YYYY-MM-DD (local). */
export function today(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
