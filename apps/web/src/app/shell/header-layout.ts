/**
 * SHELL-001 / SHELL-011: how much of the desktop top menu fits its row, what
 * goes into its 'More' menu, and when the header collapses to the phone layout (menu button and
 * drawer) instead.
 *
 * The menu's labels differ by language (German, French and Vietnamese are the longest), so the
 * break-points are measured, not fixed: each entry's natural width (its label on one line,
 * nothing shrunk) plus the smallest widths of the two search boxes must fit the row. Entries
 * that do not fit move, from the end, into a 'More' menu; the header collapses only when fewer
 * than `MIN_VISIBLE_ENTRIES` would be left.
 */

/** Smallest width of the course search box in the menu row, px. */
export const COURSE_SEARCH_MIN_WIDTH = 220;
/** Smallest width of the member search box in the menu row, px. */
export const MEMBER_SEARCH_MIN_WIDTH = 200;
/** Gap between the menu and each search box, px (theme spacing 2). */
export const MENU_ROW_GAP = 16;
/** Gap between two entries of the menu, px (theme spacing 0.5). */
export const MENU_ENTRY_GAP = 4;
/** Below this many entries beside 'More', the header collapses to the drawer. */
export const MIN_VISIBLE_ENTRIES = 2;
/** Below this width the header is always the phone layout (MUI `sm`, SHELL-011), px. */
export const PHONE_HEADER_MAX_WIDTH = 599;

/** Natural widths of the menu, measured in the page (px; 0 = not measured yet). */
export interface MenuMeasure {
  /** Each entry's width, in menu order. */
  entries: readonly number[];
  /** Width of the 'More' button. */
  more: number;
}

/** What the header shows: the first `visible` entries, the rest under 'More'; or the drawer. */
export interface MenuLayout {
  visible: number;
  collapsed: boolean;
}

/**
 * the layout of a top menu measured as `measure` in a header row whose content
 * box is `rowWidth` px wide, beside the two search boxes at their smallest. As many entries as
 * fit, in order, stay in the row; when some do not, a 'More' button takes their place; when
 * fewer than `MIN_VISIBLE_ENTRIES` would stay, the header collapses to the drawer. Unmeasured
 * sizes count as fitting, so the first paint does not flash.
 */
export function menuLayout(measure: MenuMeasure, rowWidth: number): MenuLayout {
  const count = measure.entries.length;
  const all: MenuLayout = { visible: count, collapsed: false };
  if (rowWidth <= 0 || measure.more <= 0 || measure.entries.some((w) => w <= 0)) return all;
  const searches = COURSE_SEARCH_MIN_WIDTH + MEMBER_SEARCH_MIN_WIDTH + 2 * MENU_ROW_GAP;
  const room = Math.floor(rowWidth) - searches;
  const widthOf = (n: number, withMore: boolean) => {
    const widths = measure.entries.slice(0, n).map(Math.ceil);
    if (withMore) widths.push(Math.ceil(measure.more));
    const gaps = Math.max(0, widths.length - 1) * MENU_ENTRY_GAP;
    return widths.reduce((a, b) => a + b, 0) + gaps;
  };
  if (widthOf(count, false) <= room) return all;
  let visible = count - 1;
  while (visible > 0 && widthOf(visible, true) > room) visible -= 1;
  return { visible, collapsed: visible < Math.min(MIN_VISIBLE_ENTRIES, count) };
}

/**
 * One entry of the top menu: never shrunk below its label (a shrunk MUI button lets its
 * nowrap label spill over its neighbours); entries that do not fit move into
 * 'More' instead (`menuLayout`).
 */
export const menuItemSx = {
  px: 1,
  fontSize: 15,
  whiteSpace: 'nowrap',
  flexShrink: 0,
} as const;
