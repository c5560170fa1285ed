import { describe, expect, it } from 'vitest';
import {
  finderErrors,
  finderRequestDataSchema,
  finderRequestSummary,
  maskTime,
} from './finder.schema.js';

describe('HH:MM time mask (INPUT-001..003)', () => {
  it.each([
    { typed: '', shown: '' },
    { typed: '0', shown: '0' },
    { typed: '08', shown: '08' },
    { typed: '083', shown: '08:3' },
    { typed: '0830', shown: '08:30' },
    { typed: '08:30', shown: '08:30' },
    { typed: '8a3x0', shown: '23:0' },
    { typed: '083099', shown: '08:30' },
  ])('keeps digits and inserts the colon: $typed → $shown', ({ typed, shown }) => {
    expect(maskTime(typed)).toBe(shown);
  });
  it.each([
    { typed: '27', shown: '23' },
    { typed: '1275', shown: '12:59' },
    { typed: '2310', shown: '23:59' },
    { typed: '2300', shown: '23:59' },
  ])(
    'caps hours at 23 and minutes at 59; at 23 the minutes become 59: $typed → $shown',
    ({ typed, shown }) => {
      expect(maskTime(typed)).toBe(shown);
    },
  );
});

describe('finder rules (FIND-018..026, C-08)', () => {
  const host = { country: 1, state: 2, courses: [3] };
  it('country, state and courses', () => {
    expect(finderErrors({ timeMode: 2 }, 'host')).toMatchObject({
      country: 'Field is required',
      state: 'Field is required',
      courses: 'Please choose course',
    });
  });
  it('permanent weekdays', () => {
    expect(finderErrors({ ...host, timeMode: 2, weekly: {} }, 'host')).toEqual({
      weekly: 'Please check day available',
    });
    expect(
      finderErrors(
        { ...host, timeMode: 2, weekly: { friday: { has: true, from: '9:00' } } },
        'host',
      ),
    ).toEqual({ friday: 'Invalid time in Friday' });
    expect(
      finderErrors(
        { ...host, timeMode: 2, weekly: { friday: { has: true, from: '10:00', to: '10:00' } } },
        'host',
        () => 'vendredi',
      ),
    ).toEqual({ friday: 'Please check time from and time to of vendredi' });
    expect(
      finderErrors(
        { ...host, timeMode: 2, weekly: { friday: { has: true, from: '10:00', to: '12:00' } } },
        'host',
      ),
    ).toEqual({});
  });
  it('dated slots', () => {
    const d = '2030-05-04';
    expect(finderErrors({ ...host, timeMode: 1, timeTemporary: [] }, 'host')).toEqual({
      timeTemporary: 'Please add at least one date',
    });
    expect(
      finderErrors(
        { ...host, timeMode: 1, timeTemporary: [{ date: d, from: '10:0', to: '12:00' }] },
        'host',
      ),
    ).toEqual({ timeTemporary: `Invalid time in date ${d}` });
    expect(
      finderErrors(
        { ...host, timeMode: 1, timeTemporary: [{ date: d, from: '12:00', to: '11:00' }] },
        'host',
      ),
    ).toEqual({ timeTemporary: `In ${d} date to must be > date from` });
  });
  it('seeker dates', () => {
    expect(finderErrors({ country: 1, state: 2 }, 'seeker')).toEqual({
      dateFrom: 'Required',
      dateTo: 'Required',
    });
    expect(
      finderErrors(
        { country: 1, state: 2, dateFrom: '2030-01-05', dateTo: '2030-01-04' },
        'seeker',
      ),
    ).toEqual({ dateTo: 'Date to must be after date from' });
  });
  it('requestData is bounded', () => {
    expect(
      finderRequestDataSchema.safeParse({ city: { name: 'Lyon' }, handicap: 12 }).success,
    ).toBe(true);
    expect(finderRequestDataSchema.safeParse({ handicap: 99 }).success).toBe(false);
    expect(finderRequestDataSchema.safeParse({ note: 'x' }).success).toBe(false);
  });
});

describe('comment mentions (NOTIF-009 type 3)', () => {
  it('splits text and finds member ids', async () => {
    const { splitCommentMentions, commentMentionIds, htmlMentionIds } =
      await import('./notifications.rules.js');
    const text = 'Hi @[Ann Lee](12), and @[Bo](7) and @[Ann Lee](12)!';
    expect(commentMentionIds(text)).toEqual([12, 7]);
    expect(splitCommentMentions('Hi @[Ann Lee](12)!')).toEqual([
      { text: 'Hi ' },
      { mention: { id: 12, name: 'Ann Lee' } },
      { text: '!' },
    ]);
    expect(
      htmlMentionIds('<p><a href="/profiles/5" rel="x">@A</a> <a href="/x">y</a></p>'),
    ).toEqual([5]);
  });
});

describe('what the host reads of a request (FRIEND-020, decision 043)', () => {
  it('dates, the place searched and the handicap', () => {
    expect(
      finderRequestSummary({
        city: { id: 4, name: 'Lyon' },
        state: { id: 2, name: 'Auvergne-Rhône-Alpes' },
        country: { id: 1, name: 'France' },
        dateFrom: '2030-05-04',
        dateTo: '2030-05-06',
        handicap: 12.4,
        saturdayHas: true,
      }),
    ).toEqual({
      dateFrom: '2030-05-04',
      dateTo: '2030-05-06',
      place: 'Lyon, Auvergne-Rhône-Alpes, France',
      handicap: 12.4,
    });
  });
  it('leaves out what is missing or unreadable, null when nothing is left', () => {
    expect(finderRequestSummary({ city: 'Lyon', dateFrom: '2030-02-30', handicap: 99 })).toEqual({
      dateFrom: null,
      dateTo: null,
      place: 'Lyon',
      handicap: null,
    });
    expect(finderRequestSummary({ state: { name: 'Bretagne' }, handicap: -3 })).toEqual({
      dateFrom: null,
      dateTo: null,
      place: 'Bretagne',
      handicap: -3,
    });
    expect(finderRequestSummary({ anything: 1 })).toBeNull();
    expect(finderRequestSummary(null)).toBeNull();
    expect(finderRequestSummary([1])).toBeNull();
  });
  it('accepts the region and country in a request, bounded', () => {
    const ok = finderRequestDataSchema.safeParse({
      state: { id: 2, name: 'Bretagne' },
      country: { id: 1, name: 'France' },
    });
    expect(ok.success).toBe(true);
    expect(finderRequestDataSchema.safeParse({ state: { name: 'x'.repeat(101) } }).success).toBe(
      false,
    );
  });
});
