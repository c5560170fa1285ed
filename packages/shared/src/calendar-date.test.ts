import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate, isCalendarDateTime } from './calendar-date.js';

/** Decision 031: client-sent dates name real days (FIND-006, FIND-008, FIND-031). */
describe('calendar dates', () => {
  it('accepts real days, leap days included', () => {
    for (const d of ['2027-02-28', '2028-02-29', '2000-02-29', '1900-01-01', '9999-12-31'])
      expect(isCalendarDate(d), d).toBe(true);
  });

  it('refuses days that do not exist and years out of bounds', () => {
    for (const d of [
      '2027-02-30',
      '2027-04-31',
      '2027-02-29',
      '1900-02-29',
      '0000-01-01',
      '1899-12-31',
      '2027-13-01',
      '2027-00-01',
      '2027-01-00',
      '2027-1-01',
      '27-01-01',
      '2027-01-01x',
    ])
      expect(isCalendarDate(d), d).toBe(false);
    expect(calendarDateSchema.safeParse('2027-02-30').success).toBe(false);
    expect(calendarDateSchema.safeParse('2027-03-02').success).toBe(true);
  });

  it('checks the day and the time of an ISO date-time', () => {
    expect(isCalendarDateTime('2027-03-01T10:30:00Z')).toBe(true);
    expect(isCalendarDateTime('2027-03-01 10:30+02:00')).toBe(true);
    expect(isCalendarDateTime('2027-02-30T10:30:00Z')).toBe(false);
    expect(isCalendarDateTime('2027-03-01T25:00Z')).toBe(false);
  });
});
