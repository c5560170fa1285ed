import { MEDIA_GRID_MAX } from '@bgc/shared';

/**
 * Pure layout rules of a post card's media grid (MEDIA-013..016), unit-tested in
 * `media-grid-layout.test.ts`. The grid has 6 columns; each layout places 1 to 5 cells.
 */

/** Where one cell sits, as CSS grid placements ('span 3'). */
export interface GridCell {
  column: string;
  row: string;
}

export interface GridLayout {
  /** CSS `aspect-ratio` of the whole grid. */
  aspectRatio: string;
  /** CSS `grid-template-rows`. */
  rows: string;
  cells: GridCell[];
}

export const GRID_COLUMNS = 6;

const cell = (columns: number, rows = 1): GridCell => ({
  column: `span ${columns}`,
  row: `span ${rows}`,
});

/**
 * MEDIA-015: the distinct layouts for 1, 2, 3, 4 and 5 items — one wide item; two side by
 * side; one tall item and two stacked; one wide item over three; two over three. Counts
 * past 5 use the 5-item layout (MEDIA-013); 0 gives no cells.
 */
export function mediaGridLayout(count: number): GridLayout {
  switch (Math.min(Math.max(0, Math.floor(count)), MEDIA_GRID_MAX)) {
    case 0:
      return { aspectRatio: 'auto', rows: 'none', cells: [] };
    case 1:
      return { aspectRatio: '16 / 9', rows: '1fr', cells: [cell(6)] };
    case 2:
      return { aspectRatio: '2 / 1', rows: '1fr', cells: [cell(3), cell(3)] };
    case 3:
      return { aspectRatio: '3 / 2', rows: '1fr 1fr', cells: [cell(4, 2), cell(2), cell(2)] };
    case 4:
      return {
        aspectRatio: '4 / 3',
        rows: '2fr 1fr',
        cells: [cell(6), cell(2), cell(2), cell(2)],
      };
    default:
      return {
        aspectRatio: '4 / 3',
        rows: '1fr 1fr',
        cells: [cell(3), cell(3), cell(2), cell(2), cell(2)],
      };
  }
}

/**
 * MEDIA-013/014/016: the items a card shows — videos (type 2) before photos (type 1), order
 * kept otherwise, at most `max` (5) — and `extra`, the '+N' count of those left out, shown on
 * the last cell.
 */
export function mediaGridItems<T extends { type: number }>(
  media: readonly T[],
  max: number = MEDIA_GRID_MAX,
): { shown: T[]; extra: number } {
  const ordered = [
    ...media.filter((item) => item.type === 2),
    ...media.filter((item) => item.type !== 2),
  ];
  const shown = ordered.slice(0, Math.max(0, max));
  return { shown, extra: ordered.length - shown.length };
}
