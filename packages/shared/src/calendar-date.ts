import { isExists, isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from './constants.js';

/**
 * Calendar dates sent by clients (FIND-006, FIND-008, FIND-011, FIND-031): a 'YYYY-MM-DD' text
 * must name a day that exists (no 2027-02-30, 2027-04-31, year 0000) within
 * CALENDAR_YEAR_MIN…CALENDAR_YEAR_MAX before it reaches PostgreSQL, which would otherwise
 * answer 'date/time field value out of range' (a 500). Existence is checked by date-fns
 * (decision 031), not by a pattern.
 */

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `text` is 'YYYY-MM-DD' naming a real day of a year within the bounds. */
export function isCalendarDate(text: string): boolean {
  const m = DAY_SHAPE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX) return false;
  return isExists(year, month - 1, day);
}

/**
 * True when `text` is a real calendar day ('YYYY-MM-DD') or an ISO 8601 date-time on such a
 * day whose time also exists ('2027-03-01T25:00Z' is refused).
 */
export function isCalendarDateTime(text: string): boolean {
  const day = text.slice(0, 10);
  if (!isCalendarDate(day)) return false;
  return text.length === 10 || isValid(parseISO(text));
}

/** A real calendar day 'YYYY-MM-DD'; anything else fails with 'Invalid date'. */
export const calendarDateSchema = z.string().max(10).refine(isCalendarDate, 'Invalid date');
