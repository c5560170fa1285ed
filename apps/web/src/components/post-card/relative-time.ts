/**
 * POST-004: the relative date of a post or comment ('3 hours ago', 'il y a 2 jours'), with
 * `Intl.RelativeTimeFormat` in the UI language. Pure, unit-tested in `relative-time.test.ts`.
 */

import { dateTimeFormat, relativeTimeFormat } from '../../lib/intl-formats.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The unit and signed amount for a difference in seconds (negative: in the past). */
export function relativeParts(seconds: number): {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
} {
  const abs = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  const pick = (size: number, unit: Intl.RelativeTimeFormatUnit) => ({
    value: sign * Math.floor(abs / size),
    unit,
  });
  if (abs < MINUTE) return { value: 0, unit: 'second' };
  if (abs < HOUR) return pick(MINUTE, 'minute');
  if (abs < DAY) return pick(HOUR, 'hour');
  if (abs < WEEK) return pick(DAY, 'day');
  if (abs < MONTH) return pick(WEEK, 'week');
  if (abs < YEAR) return pick(MONTH, 'month');
  return pick(YEAR, 'year');
}

/** '' when the date cannot be read. A date slightly in the future (clock skew) reads 'now'. */
export function relativeTime(iso: string, language: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.min(0, Math.round((time - now) / 1000));
  const { value, unit } = relativeParts(seconds);
  try {
    return relativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
  } catch {
    return relativeTimeFormat('en', { numeric: 'auto' }).format(value, unit);
  }
}

/** The full date and time for a tooltip / `title` ('12 Mar 2025, 14:05'); '' when unreadable. */
export function fullDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
