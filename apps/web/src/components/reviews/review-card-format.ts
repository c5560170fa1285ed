/**
 * Display helpers of a review card (REV-021) and of a review post's rating block (REV-024,
 * POST-026): scores and dates in the UI language. Pure, unit-tested in
 * `review-card-format.test.ts`.
 */

import { dateTimeFormat, numberFormat } from '../../lib/intl-formats.js';

/** A score for display: one decimal in the UI language (4 → '4.0', 4.25 → '4.3'). */
export function formatScore(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The date of a review card (e.g. '12 March 2025' / 'March 12, 2025'); '' when unreadable. */
export function formatReviewDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
