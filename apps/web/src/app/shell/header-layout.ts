/**
 * Issue 12 item 2 / SHELL-001 / SHELL-011: when the desktop top menu fits its row, and when
 * the header collapses to the phone layout (menu button and drawer) instead.
 *
 * The menu's labels differ by language (German and Vietnamese are the longest), so the
 * break-point is measured, not fixed: the menu's natural width (every label on one line,
 * nothing shrunk) plus the smallest widths of the two search boxes must fit the row.
 */

/** Smallest width of the course search box in the menu row, px. */
export const COURSE_SEARCH_MIN_WIDTH = 170;
/** Smallest width of the member search box in the menu row, px. */
export const MEMBER_SEARCH_MIN_WIDTH = 150;
/** Gap between the menu and each search box, px (theme spacing 2). */
export const MENU_ROW_GAP = 16;
/** Below this width the header is always the phone layout (MUI `sm`, SHELL-011), px. */
export const PHONE_HEADER_MAX_WIDTH = 599;

/**
 * Whether the top menu, `menuWidth` px wide at its natural size, fits a header row whose
 * content box is `rowWidth` px wide beside the two search boxes at their smallest. A width
 * of 0 means 'not measured yet' and counts as fitting, so the first paint does not flash.
 */
export function menuFits(menuWidth: number, rowWidth: number): boolean {
  if (menuWidth <= 0 || rowWidth <= 0) return true;
  const searches = COURSE_SEARCH_MIN_WIDTH + MEMBER_SEARCH_MIN_WIDTH + 2 * MENU_ROW_GAP;
  return Math.ceil(menuWidth) + searches <= Math.floor(rowWidth);
}

/**
 * One entry of the top menu: never shrunk below its label (a shrunk MUI button lets its
 * nowrap label spill over its neighbours, issue 12 item 2); the header collapses to the
 * drawer instead when the whole menu does not fit (`menuFits`).
 */
export const menuItemSx = {
  px: 1,
  fontSize: 15,
  whiteSpace: 'nowrap',
  flexShrink: 0,
} as const;
