import { describe, expect, it } from 'vitest';
import {
  COURSE_SEARCH_MIN_WIDTH,
  MEMBER_SEARCH_MIN_WIDTH,
  MENU_ROW_GAP,
  menuFits,
} from './header-layout.js';

describe('menuFits (issue 12 item 2)', () => {
  const searches = COURSE_SEARCH_MIN_WIDTH + MEMBER_SEARCH_MIN_WIDTH + 2 * MENU_ROW_GAP;

  it('fits when the menu and the smallest search boxes fit the row', () => {
    expect(menuFits(600, 600 + searches)).toBe(true);
    expect(menuFits(600.4, 600 + searches + 0.9)).toBe(false);
    expect(menuFits(601, 600 + searches)).toBe(false);
  });

  it('collapses a long (German, Vietnamese) menu on a narrow row', () => {
    expect(menuFits(760, 652)).toBe(false);
    expect(menuFits(760, 1232)).toBe(true);
  });

  it('counts an unmeasured size as fitting (no flash on the first paint)', () => {
    expect(menuFits(0, 500)).toBe(true);
    expect(menuFits(700, 0)).toBe(true);
  });
});
