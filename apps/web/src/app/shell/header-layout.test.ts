import { describe, expect, it } from 'vitest';
import {
  COURSE_SEARCH_MIN_WIDTH,
  MEMBER_SEARCH_MIN_WIDTH,
  MENU_ENTRY_GAP,
  MENU_ROW_GAP,
  menuLayout,
} from './header-layout.js';

describe('menuLayout', () => {
  const searches = COURSE_SEARCH_MIN_WIDTH + MEMBER_SEARCH_MIN_WIDTH + 2 * MENU_ROW_GAP;
  // six entries of 100 px: 600 px and five gaps
  const six = { entries: [100, 100, 100, 100, 100, 100], more: 80 };
  const full = 600 + 5 * MENU_ENTRY_GAP;

  it('shows every entry when the whole menu and the smallest search boxes fit', () => {
    expect(menuLayout(six, full + searches)).toEqual({ visible: 6, collapsed: false });
    expect(menuLayout(six, 2000)).toEqual({ visible: 6, collapsed: false });
  });

  it("moves the entries that do not fit, from the end, under 'More'", () => {
    // one px short: five entries (500 + 4 gaps) and More (80 + 1 gap) = 600 fit
    expect(menuLayout(six, full + searches - 1)).toEqual({ visible: 5, collapsed: false });
    // three entries and More: 300 + 80 + 3 gaps
    const three = 380 + 3 * MENU_ENTRY_GAP;
    expect(menuLayout(six, three + searches)).toEqual({ visible: 3, collapsed: false });
    expect(menuLayout(six, three + searches - 1)).toEqual({ visible: 2, collapsed: false });
  });

  it('collapses to the drawer when fewer than two entries would stay', () => {
    const two = 280 + 2 * MENU_ENTRY_GAP;
    expect(menuLayout(six, two + searches)).toEqual({ visible: 2, collapsed: false });
    expect(menuLayout(six, two + searches - 1).collapsed).toBe(true);
    // a long German or French menu on a 650 px window
    const long = { entries: [120, 90, 150, 140, 170, 110], more: 80 };
    expect(menuLayout(long, 600).collapsed).toBe(true);
    expect(menuLayout(long, 780 + 5 * MENU_ENTRY_GAP + searches)).toEqual({
      visible: 6,
      collapsed: false,
    });
  });

  it('counts an unmeasured size as fitting (no flash on the first paint)', () => {
    expect(menuLayout(six, 0)).toEqual({ visible: 6, collapsed: false });
    expect(menuLayout({ entries: [0, 0, 0, 0, 0, 0], more: 0 }, 500)).toEqual({
      visible: 6,
      collapsed: false,
    });
  });
});
