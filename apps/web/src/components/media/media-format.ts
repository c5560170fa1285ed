import { VIDEO_LIST_PER_RENDER, type MediaItem, type Page } from '@bgc/shared';
import { dateTimeFormat } from '../../lib/intl-formats.js';

/**
 * Pure helpers of the Photos & Videos tab and the media viewer (COURSE-037/038, MEDIA-007,
 * MEDIA-017) and the interview (INTV-012), kept apart from React so they are unit tested.
 */

/** The page after `page` (1-based), or undefined once `currentPage >= totalPages` or it is empty. */
export function nextMediaPage(page: Page<unknown>): number | undefined {
  return page.currentPage < page.totalPages && page.list.length > 0
    ? page.currentPage + 1
    : undefined;
}

/**
 * MEDIA-017 / COURSE-038: how many videos to render after one more scroll step, when
 * `shown` are rendered and `loaded` are loaded (6 more each time, never past `loaded`).
 */
export function nextVideoCount(
  shown: number,
  loaded: number,
  step: number = VIDEO_LIST_PER_RENDER,
): number {
  return Math.min(loaded, Math.max(shown, 0) + step);
}

/** Result of a 'Next' press in the viewer (MEDIA-007). */
export type NextStep = { kind: 'go'; index: number } | { kind: 'loadMore' } | { kind: 'none' };

/**
 * MEDIA-007: 'Next' from `index` among `count` loaded items goes to the next one; at the last
 * item it asks for the next page when there is one, else does nothing.
 */
export function nextStep(index: number, count: number, hasMore: boolean): NextStep {
  if (index < 0 || count === 0) return count > 0 ? { kind: 'go', index: 0 } : { kind: 'none' };
  if (index < count - 1) return { kind: 'go', index: index + 1 };
  return hasMore ? { kind: 'loadMore' } : { kind: 'none' };
}

/** MEDIA-007: 'Previous' from `index`; null at index 0 (nothing happens) or when not found. */
export function previousIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** The date of a media item in the UI language (e.g. '12 Mar 2025'); '' when unreadable. */
export function formatMediaDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** The current title of a media item (its description, else a video's meta title). */
export function mediaTitle(item: MediaItem): string {
  return (item.description ?? item.meta?.title ?? '').trim();
}
