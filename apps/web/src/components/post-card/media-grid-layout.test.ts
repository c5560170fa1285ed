import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, mediaGridItems, mediaGridLayout } from './media-grid-layout.js';

const span = (value: string) => Number(value.replace('span ', ''));

describe('mediaGridLayout (MEDIA-015)', () => {
  it('has one distinct layout for each count from 1 to 5 that fills the grid', () => {
    const seen = new Set<string>();
    for (let count = 1; count <= 5; count += 1) {
      const layout = mediaGridLayout(count);
      expect(layout.cells).toHaveLength(count);
      const rows = layout.rows.split(' ').length;
      const area = layout.cells.reduce((sum, c) => sum + span(c.column) * span(c.row), 0);
      expect(area, `count ${count}`).toBe(GRID_COLUMNS * rows);
      for (const c of layout.cells) expect(span(c.column)).toBeLessThanOrEqual(GRID_COLUMNS);
      seen.add(JSON.stringify(layout));
    }
    expect(seen.size).toBe(5);
  });

  it('uses the 5-item layout past 5 and nothing for 0', () => {
    expect(mediaGridLayout(9)).toEqual(mediaGridLayout(5));
    expect(mediaGridLayout(0).cells).toEqual([]);
    expect(mediaGridLayout(-2).cells).toEqual([]);
  });
});

describe('mediaGridItems (MEDIA-013/014/016)', () => {
  const photo = (id: number) => ({ id, type: 1 });
  const video = (id: number) => ({ id, type: 2 });

  it('puts videos before photos and keeps their order', () => {
    const { shown, extra } = mediaGridItems([photo(1), video(2), photo(3), video(4)]);
    expect(shown.map((m) => m.id)).toEqual([2, 4, 1, 3]);
    expect(extra).toBe(0);
  });

  it('shows at most 5 and counts the rest for "+N"', () => {
    const media = [1, 2, 3, 4, 5, 6, 7, 8].map(photo);
    const { shown, extra } = mediaGridItems(media);
    expect(shown.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(extra).toBe(3);
    expect(mediaGridItems(media.slice(0, 5)).extra).toBe(0);
    expect(mediaGridItems([]).shown).toEqual([]);
  });
});
