import { describe, expect, it } from 'vitest';
import { relativeParts, relativeTime } from './relative-time.js';

describe('relativeTime (POST-004)', () => {
  const now = Date.parse('2025-03-12T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says now, minutes, hours, days, weeks, months and years ago', () => {
    expect(relativeTime(ago(10), 'en', now)).toBe('now');
    expect(relativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), 'en', now)).toBe('3 days ago');
    expect(relativeTime(ago(15 * 86400), 'en', now)).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * 86400), 'en', now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * 86400), 'en', now)).toBe('2 years ago');
  });

  it('uses the UI language, reads the future as now and unreadable dates as empty', () => {
    expect(relativeTime(ago(3 * 3600), 'fr', now)).toBe('il y a 3 heures');
    expect(relativeTime(ago(-600), 'en', now)).toBe('now');
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });

  it('picks the unit by size', () => {
    expect(relativeParts(-59 * 60)).toEqual({ value: -59, unit: 'minute' });
    expect(relativeParts(-6 * 86400)).toEqual({ value: -6, unit: 'day' });
  });
});
