import { COURSE_PEER_FIELDS, PEER_TABLE_BREAKPOINT_PX, type CoursePeer } from '@bgc/shared';
import { numberFormat } from '../../../lib/intl-formats.js';

/** Pure display rules of the About tab's peer-course tables (COURSE-018..021), unit tested. */

export type PeerField = (typeof COURSE_PEER_FIELDS)[number];

/** COURSE-021: peers per table, 4 from 992 px wide up, else 1. */
export const PEER_GROUP_WIDE = 4;
export const PEER_GROUP_NARROW = 1;

/** COURSE-021: how many peers one table holds at a viewport `width` (px). */
export function peerGroupSize(width: number): number {
  return width >= PEER_TABLE_BREAKPOINT_PX ? PEER_GROUP_WIDE : PEER_GROUP_NARROW;
}

/** COURSE-021: splits the rows into consecutive groups of `size` (the last may be shorter). */
export function groupPeers<T>(rows: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const groups: T[][] = [];
  for (let i = 0; i < rows.length; i += step) groups.push(rows.slice(i, i + step));
  return groups;
}

const PRICE_FIELDS: ReadonlySet<PeerField> = new Set([
  'weekdayPrice',
  'weekendPrice',
  'twilightPrice',
]);

/** A numeric price text: digits with an optional decimal part ('45', '45.5', '1 200,00'). */
const NUMERIC = /^-?\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?$/;

/**
 * COURSE-020: a price money-formatted (grouped, 2 decimals, in the UI language) when the
 * text is a number; any other text as given. Null for no value.
 */
export function formatPeerPrice(value: string | null, locale: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (!NUMERIC.test(text)) return text;
  const amount = Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  if (!Number.isFinite(amount)) return text;
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** COURSE-019: guestPolicy counts only when its value is 'open' (any case). */
export function isOpenGuestPolicy(value: string | null): boolean {
  return value?.trim().toLowerCase() === 'open';
}

/**
 * The text of one peer cell (COURSE-018..020): prices money-formatted when numeric,
 * guestPolicy only when open (returned as `{open: true}` for the caller to translate),
 * other fields trimmed as given; null for an empty cell.
 */
export function peerCell(
  peer: Pick<CoursePeer, PeerField>,
  field: PeerField,
  locale: string,
): string | { open: true } | null {
  const value = peer[field];
  if (field === 'guestPolicy') return isOpenGuestPolicy(value) ? { open: true } : null;
  if (PRICE_FIELDS.has(field)) return formatPeerPrice(value, locale);
  const text = value?.trim();
  return text ? text : null;
}

/**
 * The rows a peer table shows (COURSE-018/019): the fields, in display order, that hold a
 * value for at least one peer of the group (guestPolicy only when one is open).
 */
export function visiblePeerFields(
  group: ReadonlyArray<Pick<CoursePeer, PeerField>>,
  locale: string,
): PeerField[] {
  return COURSE_PEER_FIELDS.filter((field) =>
    group.some((peer) => peerCell(peer, field, locale) !== null),
  );
}

/** A peer as the edit form holds it: every field a string ('' for none). */
export type PeerFormValues = Record<'name' | PeerField, string>;

/** The edit form's values of a row (null fields become ''). */
export function peerFormValues(peer: Pick<CoursePeer, 'name' | PeerField> | null): PeerFormValues {
  const values = { name: peer?.name ?? '' } as PeerFormValues;
  for (const field of COURSE_PEER_FIELDS) values[field] = peer?.[field] ?? '';
  return values;
}

/**
 * COURSE-032: the `coursePeers` body of POST /courses/edit (all rows replace the stored
 * ones): trimmed texts, '' sent as null, the id kept for existing rows.
 */
export function peerInput(
  values: PeerFormValues,
  id?: number,
): { id?: number; name: string } & Record<PeerField, string | null> {
  const row = { ...(id ? { id } : {}), name: values.name.trim() } as {
    id?: number;
    name: string;
  } & Record<PeerField, string | null>;
  for (const field of COURSE_PEER_FIELDS) {
    const text = values[field].trim();
    row[field] = text ? text : null;
  }
  return row;
}
