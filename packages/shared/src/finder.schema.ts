import { z } from 'zod';
import { dbIdSchema } from './db-id.js';
import { calendarDateSchema } from './calendar-date.js';
import { HANDICAP_MAX, HANDICAP_MIN } from './constants.js';
import { FINDER_MSG } from './messages.js';

/**
 * Player finder (FIND-*): host and search payloads, the golf-request `requestData`, and the
 * form rules with the spec's messages, shared by the screen and the server.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** JavaScript day number (0 Sunday) of each weekday. */
export const WEEKDAY_DOW: Readonly<Record<Weekday, number>> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 0,
};

/** FIND-030: hh:mm. */
export const FINDER_TIME_LENGTH = 5;
/** Dated slots a host may list, courses a host may name. */
export const FINDER_SLOTS_MAX = 60;
export const FINDER_COURSES_MAX = 20;
/** Longest search range (days). */
export const FINDER_RANGE_MAX_DAYS = 366;
export const FINDER_PAGE_SIZE = 10;

const id = dbIdSchema;
const time = z.string().max(FINDER_TIME_LENGTH);
// a real calendar day (decision 031): 2027-02-30 or year 0000 are a 400, not a database error
const isoDate = calendarDateSchema;

/** Per weekday: `{day}Has`, `{day}From`, `{day}To` (FIND-027). */
const weekdayFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}Has`, z.boolean().optional()],
    [`${d}From`, time.optional()],
    [`${d}To`, time.optional()],
  ]),
) as Record<`${Weekday}${'Has'}`, z.ZodOptional<z.ZodBoolean>> &
  Record<`${Weekday}${'From' | 'To'}`, z.ZodOptional<z.ZodString>>;

export const slotSchema = z.object({ date: isoDate, from: time, to: time });
export type FinderSlot = z.infer<typeof slotSchema>;

/** POST/PUT /hosts (FIND-006, FIND-027). */
export const hostInputSchema = z.object({
  country: id,
  state: id,
  city: id.nullish(),
  courses: z.array(id).max(FINDER_COURSES_MAX),
  dateFrom: isoDate.nullish(),
  dateTo: isoDate.nullish(),
  timeMode: z.union([z.literal(1), z.literal(2)]),
  timeTemporary: z.array(slotSchema).max(FINDER_SLOTS_MAX).default([]),
  ...weekdayFields,
});
export type HostInput = z.infer<typeof hostInputSchema>;

/** POST /hosts/search (FIND-008): `filter_country`, state, city, dates, weekday times. */
export const hostSearchSchema = z.object({
  filter_country: id,
  state: id,
  city: id.nullish(),
  // FIND-020: missing dates answer the date picker's 'Required' (INPUT-004)
  dateFrom: isoDate.nullish(),
  dateTo: isoDate.nullish(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  ...weekdayFields,
});
export type HostSearch = z.infer<typeof hostSearchSchema>;

/**
 * FIND-011 `requestData` of POST /friend/request: what the seeker searched, bounded (C-13).
 */
const namedPlace = z.object({ id: id.nullish(), name: z.string().max(100) });
export const finderRequestDataSchema = z
  .object({
    city: namedPlace.nullish(),
    // decision 043: the region and country searched, so a search without a city names its place
    state: namedPlace.nullish(),
    country: namedPlace.nullish(),
    dateFrom: isoDate.nullish(),
    dateTo: isoDate.nullish(),
    handicap: z.number().min(HANDICAP_MIN).max(HANDICAP_MAX).nullish(),
    ...weekdayFields,
  })
  .strict();
export type FinderRequestData = z.infer<typeof finderRequestDataSchema>;

/**
 * FRIEND-020, decision 043: what the host reads of a finder request (the friend entry's
 * `requestData`, the type-2 notification): the dates asked ('YYYY-MM-DD'), the place searched
 * (city, region, country, the known ones joined by ', '), the requester's handicap.
 */
export const finderRequestSummarySchema = z.object({
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  place: z.string().nullable(),
  handicap: z.number().nullable(),
});
export type FinderRequestSummary = z.infer<typeof finderRequestSummarySchema>;

/** A place of a stored request: `{ name }` or a bare name (older requests); else null. */
function placeName(value: unknown): string | null {
  const name =
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object' && 'name' in value
        ? value.name
        : null;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 100) : null;
}

/**
 * FRIEND-020, decision 043: the summary of a stored `requestData` (any shape once accepted:
 * unreadable parts are left out), or null when it names none of dates, place or handicap.
 */
export function finderRequestSummary(data: unknown): FinderRequestSummary | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const date = (v: unknown) => {
    const parsed = isoDate.safeParse(typeof v === 'string' ? v.slice(0, 10) : v);
    return parsed.success ? parsed.data : null;
  };
  const places = [placeName(d.city), placeName(d.state), placeName(d.country)].filter(
    (p): p is string => p !== null,
  );
  const handicap =
    typeof d.handicap === 'number' &&
    Number.isFinite(d.handicap) &&
    d.handicap >= HANDICAP_MIN &&
    d.handicap <= HANDICAP_MAX
      ? d.handicap
      : null;
  const summary = {
    dateFrom: date(d.dateFrom),
    dateTo: date(d.dateTo),
    place: places.length > 0 ? places.join(', ') : null,
    handicap,
  };
  return Object.values(summary).some((v) => v !== null) ? summary : null;
}

/** FIND-027 as answered: a host with its user and the caller's relation. */
export const FinderRelation = {
  Sent: 'request message sent',
  Accepted: 'request message accepted',
} as const;
export type FinderRelation = (typeof FinderRelation)[keyof typeof FinderRelation];

const named = z.object({ id: z.number().int(), name: z.string() });
/** FIND-005/008: a host of the player finder as listed and as shown to its owner. */
export const hostSchema = z.object({
  id: z.number().int(),
  country: named,
  state: named,
  city: named.nullable(),
  courses: z.array(named),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  timeMode: z.union([z.literal(1), z.literal(2)]),
  timeTemporary: z.array(slotSchema),
  weekly: z.record(
    z.enum(WEEKDAYS),
    z.object({ has: z.boolean(), from: z.string(), to: z.string() }),
  ),
  status: z.enum(['active', 'inactive']),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    picture: z.string().nullable(),
    handicap: z.number().nullable(),
  }),
  /** FIND-012/013: 'request message sent', 'request message accepted', or null. */
  friend: z.enum([FinderRelation.Sent, FinderRelation.Accepted]).nullable(),
});
export type Host = z.infer<typeof hostSchema>;

/** The form the rules check (host or seeker). */
export interface FinderForm {
  country?: number | null;
  state?: number | null;
  courses?: number[];
  dateFrom?: string | null;
  dateTo?: string | null;
  timeMode?: 1 | 2;
  timeTemporary?: FinderSlot[];
  weekly?: Partial<Record<Weekday, { has?: boolean; from?: string; to?: string }>>;
}

/** Minutes since midnight of 'HH:MM', or null. */
export function timeMinutes(value: string | undefined): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 23 && min <= 59 ? h * 60 + min : null;
}

/** Mode 2 rules (FIND-021..023); `requireDay` false for a seeker's optional weekdays. */
function weeklyErrors(
  weekly: FinderForm['weekly'],
  dayName: (d: Weekday) => string,
  requireDay: boolean,
): Record<string, string> {
  const checked = WEEKDAYS.filter((d) => weekly?.[d]?.has);
  if (checked.length === 0) return requireDay ? { weekly: FINDER_MSG.checkDay } : {};
  for (const d of checked) {
    const from = weekly?.[d]?.from ?? '';
    const to = weekly?.[d]?.to ?? '';
    if (from.length < FINDER_TIME_LENGTH || to.length < FINDER_TIME_LENGTH)
      return { [d]: FINDER_MSG.invalidTimeDay(dayName(d)) };
    const a = timeMinutes(from);
    const b = timeMinutes(to);
    if (a === null || b === null) return { [d]: FINDER_MSG.invalidTimeDay(dayName(d)) };
    if (b <= a) return { [d]: FINDER_MSG.checkTimesDay(dayName(d)) };
  }
  return {};
}

/**
 * FIND-018..026: the first problem of each field, with the spec's messages. `dayName` turns
 * a weekday into the text shown in '{day}' (translated on the screen, English on the server).
 * C-08: a slot's 'to' must be strictly later than its 'from'.
 */
export function finderErrors(
  form: FinderForm,
  mode: 'host' | 'seeker',
  dayName: (d: Weekday) => string = (d) => d[0]!.toUpperCase() + d.slice(1),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.country) errors.country = FINDER_MSG.required;
  if (!form.state) errors.state = FINDER_MSG.required;
  if (mode === 'host') {
    if (!form.courses?.length) errors.courses = FINDER_MSG.chooseCourse;
    if (form.timeMode === 1) {
      const slots = form.timeTemporary ?? [];
      if (slots.length === 0) errors.timeTemporary = FINDER_MSG.addDate;
      for (const s of slots) {
        if (s.from.length < FINDER_TIME_LENGTH || s.to.length < FINDER_TIME_LENGTH) {
          errors.timeTemporary = FINDER_MSG.invalidTimeDate(s.date);
          break;
        }
        const a = timeMinutes(s.from);
        const b = timeMinutes(s.to);
        if (a === null || b === null) {
          errors.timeTemporary = FINDER_MSG.invalidTimeDate(s.date);
          break;
        }
        if (b <= a) {
          errors.timeTemporary = FINDER_MSG.slotOrder(s.date);
          break;
        }
      }
    } else Object.assign(errors, weeklyErrors(form.weekly, dayName, true));
  } else {
    if (!form.dateFrom) errors.dateFrom = FINDER_MSG.dateRequired;
    if (!form.dateTo) errors.dateTo = FINDER_MSG.dateRequired;
    else if (form.dateFrom && form.dateTo < form.dateFrom) errors.dateTo = FINDER_MSG.dateOrder;
    Object.assign(errors, weeklyErrors(form.weekly, dayName, false));
  }
  return errors;
}

/** The weekly availability of flat `{day}Has/From/To` fields. */
export function weeklyOf(
  input: Partial<Record<string, unknown>>,
): Record<Weekday, { has: boolean; from: string; to: string }> {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      {
        has: input[`${d}Has`] === true,
        from: typeof input[`${d}From`] === 'string' ? (input[`${d}From`] as string) : '',
        to: typeof input[`${d}To`] === 'string' ? (input[`${d}To`] as string) : '',
      },
    ]),
  ) as Record<Weekday, { has: boolean; from: string; to: string }>;
}

/**
 * INPUT-001..003: the HH:MM time mask. Keeps digits, inserts ':' after the hours, caps hours
 * at 23 and minutes at 59, and at hour 23 forces the minutes to 59 once both are typed.
 */
export function maskTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  let hours = digits.slice(0, 2);
  if (hours.length === 2 && Number(hours) > 23) hours = '23';
  if (digits.length <= 2) return digits.length === 2 ? hours : hours;
  let minutes = digits.slice(2);
  if (minutes.length === 2 && Number(minutes) > 59) minutes = '59';
  if (hours === '23' && minutes.length === 2) minutes = '59';
  return `${hours}:${minutes}`;
}
