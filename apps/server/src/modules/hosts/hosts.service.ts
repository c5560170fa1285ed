import {
  FINDER_MSG,
  FINDER_PAGE_SIZE,
  FINDER_RANGE_MAX_DAYS,
  FinderRelation,
  FriendStatus,
  WEEKDAYS,
  WEEKDAY_DOW,
  finderErrors,
  weeklyOf,
  type Host,
  type HostInput,
  type HostSearch,
  type Page,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { localize } from '../../lib/language.js';
import { citiesOfState } from '../../seed/reference/locations.js';
import {
  findCourseNames,
  findHostOfUser,
  findStateInCountry,
  findStatuses,
  insertHost,
  searchHosts,
  setHostStatus,
  updateHost,
  type HostRow,
  type HostValues,
} from './hosts.repository.js';

const DAY_MS = 86_400_000;

function throwFirst(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw validationError(first, errors);
}

/** Player finder hosts and search (FIND-005..013, FIND-018..027). */
export class HostService {
  constructor(private readonly db: Db) {}

  /** FIND-005: the caller's host, or null when it has none. */
  async mine(userId: number, lang: UiLanguage): Promise<{ host: Host | null }> {
    const row = await findHostOfUser(this.db, userId);
    return { host: row ? (await this.present([row], null, lang))[0]! : null };
  }

  /** FIND-006: POST /hosts; one host per member (409). */
  async create(userId: number, input: HostInput, lang: UiLanguage) {
    const values = await this.values(userId, input);
    if (!(await insertHost(this.db, values))) throw new AppError('host_exists');
    return this.mine(userId, lang);
  }

  /** FIND-006: PUT /hosts; 404 without a host. */
  async update(userId: number, input: HostInput, lang: UiLanguage) {
    const values = await this.values(userId, input);
    if (!(await updateHost(this.db, userId, values))) throw notFound(FINDER_MSG.noHost);
    return this.mine(userId, lang);
  }

  /** FIND-007: 'Available right now' on or off. */
  async status(userId: number, status: 'active' | 'inactive') {
    if (!(await setHostStatus(this.db, userId, status))) throw notFound(FINDER_MSG.noHost);
    return { status };
  }

  /** FIND-008: a page of matching active hosts. */
  async search(q: HostSearch, callerId: number | null, lang: UiLanguage): Promise<Page<Host>> {
    const weekly = weeklyOf(q);
    throwFirst(
      finderErrors(
        {
          country: q.filter_country,
          state: q.state,
          dateFrom: q.dateFrom,
          dateTo: q.dateTo,
          weekly,
        },
        'seeker',
      ),
    );
    const dateFrom = q.dateFrom ?? '';
    const dateTo = q.dateTo ?? '';
    const from = Date.parse(`${dateFrom}T00:00:00Z`);
    const to = Date.parse(`${dateTo}T00:00:00Z`);
    if ((to - from) / DAY_MS > FINDER_RANGE_MAX_DAYS)
      throw validationError(`The search covers at most ${FINDER_RANGE_MAX_DAYS} days`, {
        dateTo: `At most ${FINDER_RANGE_MAX_DAYS} days`,
      });
    // the weekdays inside the range, narrowed to the seeker's checked days when any
    const inRange = new Set<number>();
    for (let t = from; t <= to && inRange.size < 7; t += DAY_MS)
      inRange.add(new Date(t).getUTCDay());
    const checked = WEEKDAYS.filter((d) => weekly[d].has).map((d) => WEEKDAY_DOW[d]);
    const days = checked.length ? checked.filter((d) => inRange.has(d)) : [...inRange];
    const limit = FINDER_PAGE_SIZE;
    const { rows, total } =
      days.length === 0
        ? { rows: [], total: 0 }
        : await searchHosts(this.db, {
            countryId: q.filter_country,
            stateId: q.state,
            cityId: q.city ?? null,
            from: dateFrom,
            to: dateTo,
            days,
            callerId,
            page: q.page,
            limit,
          });
    return {
      list: await this.present(rows, callerId, lang),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: q.page,
    };
  }

  /** Checks the form rules and the references; the stored row's values. */
  private async values(userId: number, input: HostInput): Promise<HostValues> {
    const weekly = weeklyOf(input);
    throwFirst(
      finderErrors(
        {
          country: input.country,
          state: input.state,
          courses: input.courses,
          timeMode: input.timeMode,
          timeTemporary: input.timeTemporary,
          weekly,
        },
        'host',
      ),
    );
    if (input.dateFrom && input.dateTo && input.dateTo < input.dateFrom)
      throw validationError(FINDER_MSG.dateOrder, { dateTo: FINDER_MSG.dateOrder });
    const state = await findStateInCountry(this.db, input.country, input.state);
    if (!state) throw validationError('Invalid parameter: state', { state: 'Unknown state' });
    let cityName: string | null = null;
    if (input.city) {
      const city = citiesOfState(state.countryCode, state.code)[input.city - 1];
      if (!city) throw validationError('Invalid parameter: city', { city: 'Unknown city' });
      cityName = city.name;
    }
    const courseIds = [...new Set(input.courses)];
    const names = await findCourseNames(this.db, courseIds);
    if (names.size !== courseIds.length)
      throw validationError('Invalid parameter: courses', { courses: 'Unknown course' });
    const mode = input.timeMode;
    return {
      userId,
      countryId: input.country,
      stateId: input.state,
      cityId: input.city ?? null,
      cityName,
      courseIds,
      dateFrom: input.dateFrom ?? null,
      dateTo: input.dateTo ?? null,
      timeMode: mode,
      // FIND-016: the other mode's data is not kept
      weekly: mode === 2 ? weekly : weeklyOf({}),
      timeTemporary: mode === 1 ? input.timeTemporary : [],
      weekdays: mode === 2 ? WEEKDAYS.filter((d) => weekly[d].has).map((d) => WEEKDAY_DOW[d]) : [],
      slotDates: mode === 1 ? [...new Set(input.timeTemporary.map((s) => s.date))] : [],
    };
  }

  private async present(
    rows: HostRow[],
    callerId: number | null,
    lang: UiLanguage,
  ): Promise<Host[]> {
    const courseIds = [...new Set(rows.flatMap((r) => r.host.courseIds))];
    const [names, statuses] = await Promise.all([
      findCourseNames(this.db, courseIds),
      callerId === null
        ? new Map<number, number>()
        : findStatuses(
            this.db,
            callerId,
            rows.map((r) => r.user.id),
          ),
    ]);
    return rows.map(({ host: h, countryNames, stateName, user }) => {
      const status = statuses.get(user.id);
      return {
        id: h.id,
        country: { id: h.countryId, name: localize(countryNames, lang) },
        state: { id: h.stateId, name: stateName },
        city: h.cityId !== null ? { id: h.cityId, name: h.cityName ?? '' } : null,
        courses: h.courseIds.map((id) => ({ id, name: names.get(id) ?? '' })),
        dateFrom: h.dateFrom,
        dateTo: h.dateTo,
        timeMode: h.timeMode === 1 ? 1 : 2,
        timeTemporary: h.timeTemporary,
        weekly: weeklyOf(
          Object.fromEntries(
            WEEKDAYS.flatMap((d): Array<[string, unknown]> => [
              [`${d}Has`, h.weekly[d]?.has ?? false],
              [`${d}From`, h.weekly[d]?.from ?? ''],
              [`${d}To`, h.weekly[d]?.to ?? ''],
            ]),
          ),
        ),
        status: h.status,
        user: {
          id: user.id,
          name: `${user.firstName} ${user.lastName}`,
          picture: user.picture,
          handicap: user.handicap,
        },
        friend:
          status === FriendStatus.RequestSent
            ? FinderRelation.Sent
            : status === FriendStatus.Friends
              ? FinderRelation.Accepted
              : null,
      };
    });
  }
}
