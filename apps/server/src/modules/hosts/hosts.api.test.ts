import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  finderRequestSummary,
  type ErrorBody,
  type FriendEntry,
  type Host,
  type NotificationPage,
  type Page,
} from '@bgc/shared';
import { queryRows, type Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { pickCourse } from '../../../test/course-fixtures.js';

/** FIND-005..027: hosts, search and the golf request. */
let app: FastifyInstance;
let database: Database;
let place: { country: number; state: number; otherState: number; city: number; cityName: string };
let courseId: number;

/** The next date (YYYY-MM-DD) at least `ahead` days from now falling on `dow` (0 Sunday). */
function nextDay(dow: number, ahead = 1): string {
  const d = new Date(Date.now() + ahead * 86_400_000);
  while (d.getUTCDay() !== dow) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ app, database } = await testApp());
  const rows = await queryRows<{ country: number; state: number }>(
    database.db,
    sql`SELECT c.id AS country, s.id AS state FROM states s JOIN countries c ON c.id = s.country_id
        WHERE c.code = 'FR' ORDER BY s.id LIMIT 40`,
  );
  // the first state of France that has cities in the maintained list
  for (const row of rows) {
    const cities = json<{ list: Array<{ id: number; name: string }> }>(
      await app.inject({ method: 'GET', url: `/api/states/cities/${row.state}` }),
    ).list;
    if (cities.length === 0) continue;
    place = {
      country: Number(row.country),
      state: Number(row.state),
      otherState: Number(rows.find((r) => r.state !== row.state)!.state),
      city: cities[0]!.id,
      cityName: cities[0]!.name,
    };
    break;
  }
  courseId = (await pickCourse(database, 'hosts')).id;
});

const saturday = () => nextDay(6, 3);
const hostBody = (over: Record<string, unknown> = {}) => ({
  country: place.country,
  state: place.state,
  city: place.city,
  courses: [courseId],
  timeMode: 1,
  timeTemporary: [{ date: saturday(), from: '08:00', to: '12:00' }],
  ...over,
});
const message = (res: { body: string }) => json<ErrorBody>(res).error.message;
const search = (m: TestMember | null, over: Record<string, unknown> = {}) => {
  const body = {
    filter_country: place.country,
    state: place.state,
    city: place.city,
    dateFrom: plus(saturday(), -2),
    dateTo: plus(saturday(), 1),
    ...over,
  };
  return m
    ? signed(app, m.token, 'POST', '/api/hosts/search', body)
    : app.inject({ method: 'POST', url: '/api/hosts/search', payload: body });
};
const found = async (m: TestMember | null, over: Record<string, unknown> = {}) => {
  const res = await search(m, over);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page<Host>>(res).list;
};

describe('hosts (FIND-005..007, FIND-018..027)', () => {
  it('401 for visitors on host calls', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/hosts/me' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/hosts', payload: hostBody() })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/hosts', payload: hostBody() })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/hosts/status/active' })).statusCode).toBe(
      401,
    );
  });

  it('400 with the spec messages', async () => {
    const m = await createMember(app);
    const post = (over: Record<string, unknown>) =>
      signed(app, m.token, 'POST', '/api/hosts', hostBody(over));
    const date = saturday();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ courses: [] }, 'Please choose course'],
      [{ timeMode: 1, timeTemporary: [] }, 'Please add at least one date'],
      [{ timeTemporary: [{ date, from: '8:00', to: '12:00' }] }, `Invalid time in date ${date}`],
      [
        { timeTemporary: [{ date, from: '12:00', to: '12:00' }] },
        `In ${date} date to must be > date from`,
      ],
      [{ timeMode: 2, timeTemporary: [] }, 'Please check day available'],
      [
        { timeMode: 2, mondayHas: true, mondayFrom: '09:00', mondayTo: '9:3' },
        'Invalid time in Monday',
      ],
      [
        { timeMode: 2, sundayHas: true, sundayFrom: '14:00', sundayTo: '10:00' },
        'Please check time from and time to of Sunday',
      ],
      [{ state: place.otherState + 100_000 }, 'Invalid parameter: state'],
      [{ courses: [2_000_000_000] }, 'Invalid parameter: courses'],
      [{ city: 999_999 }, 'Invalid parameter: city'],
    ];
    for (const [over, text] of cases) {
      const res = await post(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(message(res)).toBe(text);
    }
    expect((await post({ timeMode: 3 })).statusCode).toBe(400);
    expect((await post({ courses: Array.from({ length: 21 }, (_, i) => i + 1) })).statusCode).toBe(
      400,
    );
    // seeker: dates are required (INPUT-004 'Required') and ordered
    let res = await search(m, { dateFrom: null });
    expect([res.statusCode, message(res)]).toEqual([400, 'Required']);
    res = await search(m, { dateFrom: plus(date, 3), dateTo: date });
    expect([res.statusCode, message(res)]).toEqual([400, 'Date to must be after date from']);
    res = await search(m, { state: undefined });
    expect(res.statusCode).toBe(400);
  });

  it('impossible calendar dates are a 400 validation error, never a 500 (decision 031)', async () => {
    const m = await createMember(app);
    expect((await signed(app, m.token, 'POST', '/api/hosts', hostBody())).statusCode).toBe(200);
    const impossible = ['2027-02-30', '2027-04-31', '0000-01-01', '2027-13-01', '2027-00-10'];
    const refused = async (res: { statusCode: number; body: string }, label: string) => {
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(json<ErrorBody>(res).error.code, label).toBe('validation_error');
    };
    for (const day of impossible) {
      await refused(await search(m, { dateFrom: day }), `search dateFrom ${day}`);
      await refused(await search(null, { dateTo: day }), `anonymous search dateTo ${day}`);
      const put = (over: Record<string, unknown>) =>
        signed(app, m.token, 'PUT', '/api/hosts', hostBody(over));
      await refused(await put({ dateFrom: day }), `PUT dateFrom ${day}`);
      await refused(await put({ dateTo: day }), `PUT dateTo ${day}`);
      await refused(
        await put({ timeTemporary: [{ date: day, from: '08:00', to: '12:00' }] }),
        `PUT slot ${day}`,
      );
    }
    // a real leap day is still a date
    const leap = await search(m, { dateFrom: '2028-02-29', dateTo: '2028-03-01' });
    expect(leap.statusCode, leap.body).toBe(200);
  });

  it('one host per member; update, status and GET /hosts/me', async () => {
    const m = await createMember(app);
    expect(json(await signed(app, m.token, 'GET', '/api/hosts/me'))).toEqual({ host: null });
    expect((await signed(app, m.token, 'PUT', '/api/hosts', hostBody())).statusCode).toBe(404);
    expect((await signed(app, m.token, 'PUT', '/api/hosts/status/inactive')).statusCode).toBe(404);
    const created = await signed(app, m.token, 'POST', '/api/hosts', hostBody());
    expect(created.statusCode, created.body).toBe(200);
    expect(json<{ host: Host }>(created).host).toMatchObject({
      city: { id: place.city, name: place.cityName },
      courses: [{ id: courseId }],
      timeMode: 1,
      status: 'active',
      user: { id: m.id, name: `${m.firstName} ${m.lastName}` },
    });
    const again = await signed(app, m.token, 'POST', '/api/hosts', hostBody());
    expect([again.statusCode, message(again)]).toEqual([409, 'You are already a host']);
    const updated = await signed(
      app,
      m.token,
      'PUT',
      '/api/hosts',
      hostBody({ timeMode: 2, saturdayHas: true, saturdayFrom: '07:30', saturdayTo: '11:00' }),
    );
    const host = json<{ host: Host }>(updated).host;
    // FIND-016: switching mode clears the other mode's data
    expect(host).toMatchObject({ timeMode: 2, timeTemporary: [] });
    expect(host.weekly.saturday).toEqual({ has: true, from: '07:30', to: '11:00' });
    expect(json(await signed(app, m.token, 'PUT', '/api/hosts/status/inactive'))).toEqual({
      status: 'inactive',
    });
    expect((await signed(app, m.token, 'PUT', '/api/hosts/status/maybe')).statusCode).toBe(400);
    expect(
      json<{ host: Host }>(await signed(app, m.token, 'GET', '/api/hosts/me')).host.status,
    ).toBe('inactive');
  });
});

describe('search and golf request (FIND-008..013)', () => {
  it('finds active hosts on the days asked, never blocked ones; the request notifies (type 2)', async () => {
    const host = await createMember(app);
    const seeker = await createMember(app);
    const blocked = await createMember(app);
    await database.db.execute(sql`UPDATE users SET handicap = 12.4 WHERE id = ${host.id}`);
    expect((await signed(app, host.token, 'POST', '/api/hosts', hostBody())).statusCode).toBe(200);
    expect((await signed(app, blocked.token, 'POST', '/api/hosts', hostBody())).statusCode).toBe(
      200,
    );
    await signed(app, seeker.token, 'PUT', `/api/friend/block/${blocked.id}`);
    let list = await found(seeker);
    const mine = list.find((h) => h.user.id === host.id);
    expect(mine).toMatchObject({ friend: null, user: { id: host.id, handicap: 12.4 } });
    expect(list.some((h) => h.user.id === blocked.id)).toBe(false);
    expect(list.some((h) => h.user.id === seeker.id)).toBe(false);
    // visitors search too; days outside the slot or another city find nothing of this host
    expect((await found(null)).some((h) => h.user.id === host.id)).toBe(true);
    expect(
      (await found(seeker, { dateFrom: plus(saturday(), 1), dateTo: plus(saturday(), 5) })).some(
        (h) => h.user.id === host.id,
      ),
    ).toBe(false);
    expect(
      (
        await found(seeker, {
          saturdayHas: false,
          mondayHas: true,
          mondayFrom: '08:00',
          mondayTo: '10:00',
        })
      ).some((h) => h.user.id === host.id),
    ).toBe(false);
    // inactive hosts are not searchable
    await signed(app, host.token, 'PUT', '/api/hosts/status/inactive');
    expect((await found(seeker)).some((h) => h.user.id === host.id)).toBe(false);
    await signed(app, host.token, 'PUT', '/api/hosts/status/active');
    // the golf request (FIND-011): bounded requestData, type-2 notification, relation
    const bad = await signed(app, seeker.token, 'POST', '/api/friend/request', {
      friend: host.id,
      requestData: { city: { name: 'x'.repeat(101) } },
    });
    expect(bad.statusCode).toBe(400);
    const unknownKey = await signed(app, seeker.token, 'POST', '/api/friend/request', {
      friend: host.id,
      requestData: { anything: 1 },
    });
    expect(unknownKey.statusCode).toBe(400);
    const sent = await signed(app, seeker.token, 'POST', '/api/friend/request', {
      friend: host.id,
      requestData: {
        city: { id: place.city, name: place.cityName },
        state: { id: place.state, name: 'Bretagne' },
        country: { id: place.country, name: 'France' },
        dateFrom: plus(saturday(), -2),
        dateTo: plus(saturday(), 1),
        handicap: 18,
        saturdayHas: true,
        saturdayFrom: '08:00',
        saturdayTo: '12:00',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    list = await found(seeker);
    expect(list.find((h) => h.user.id === host.id)?.friend).toBe('request message sent');
    const bell = json<NotificationPage>(await signed(app, host.token, 'GET', '/api/notification'));
    expect(bell.list[0]).toMatchObject({ type: 2, entityName: 'user', entityId: seeker.id });
    expect(bell.list[0]!.notifiers[0]!.id).toBe(seeker.id);
    // FRIEND-020 (decision 043): the host reads the dates, place and handicap asked, in the
    // bell item and in the friend entry of the request
    const asked = {
      dateFrom: plus(saturday(), -2),
      dateTo: plus(saturday(), 1),
      place: `${place.cityName}, Bretagne, France`,
      handicap: 18,
    };
    expect(bell.list[0]!.entityDetail.request).toEqual(asked);
    const friends = json<FriendEntry[]>(await signed(app, host.token, 'GET', '/api/friend/list'));
    const entry = friends.find((f) => f.user.id === seeker.id);
    expect(entry?.status).toBe(2);
    expect(finderRequestSummary(entry?.requestData)).toEqual(asked);
    // a profile invitation (type 5) carries no request
    const stranger = await createMember(app);
    await signed(app, stranger.token, 'POST', '/api/friend/request', { friend: host.id });
    const after = json<NotificationPage>(await signed(app, host.token, 'GET', '/api/notification'));
    expect(after.list[0]).toMatchObject({ type: 5, entityId: stranger.id });
    expect(after.list[0]!.entityDetail.request).toBeUndefined();
    await signed(app, host.token, 'PUT', `/api/friend/accept/${seeker.id}`);
    list = await found(seeker);
    expect(list.find((h) => h.user.id === host.id)?.friend).toBe('request message accepted');
  });
});
