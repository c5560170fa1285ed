/**
 * Pure helpers of the member card shared by the own profile and a member's page (PROF-005,
 * PROF-006), unit-tested in `profile-format.test.ts`.
 */

import { numberFormat } from '../../lib/intl-formats.js';

/** PROF-006: the handicap of the stats card, '-' when there is none. */
export function formatHandicap(value: number | null, language: string): string {
  if (value === null) return '-';
  return numberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** "City, Country" of a member, skipping the missing parts. */
export function placeOf(city: string | null, country: { name: string } | null): string {
  return [city, country?.name].filter((part): part is string => Boolean(part?.trim())).join(', ');
}
