import { describe, expect, it } from 'vitest';
import { finderErrors, finderRequestDataSchema, maskTime } from './finder.schema.js';

describe('HH:MM time mask (INPUT-001..003)', () => {
  it('keeps digits and inserts the colon', () => {
    expect(maskTime('')).toBe('');
    expect(maskTime('0')).toBe('0');
    expect(maskTime('08')).toBe('08');
    expect(maskTime('083')).toBe('08:3');
    expect(maskTime('0830')).toBe('08:30');
    expect(maskTime('08:30')).toBe('08:30');
    expect(maskTime('8a3x0')).toBe('23:0');
    expect(maskTime('083099')).toBe('08:30');
  });
  it('caps hours at 23 and minutes at 59; at 23 the minutes become 59', () => {
    expect(maskTime('27')).toBe('23');
    expect(maskTime('1275')).toBe('12:59');
    expect(maskTime('2310')).toBe('23:59');
    expect(maskTime('2300')).toBe('23:59');
  });
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
