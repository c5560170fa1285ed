import { paths } from '@bgc/shared';

/**
 * The one list of the shell's navigation entries (SHELL-001, SHELL-019), in footer
 * order; the header shows the `header` entries in the same order: 'News feed',
 * 'About', 'Golf courses', 'Vloggers/Coaches', 'Player Finder', 'Community'.
 * Only `available` entries render. A later issue that ships a screen flips its
 * entry to `available: true` (one-line change).
 */
export interface ShellPage {
  /** Stable id, also the i18n key suffix: `nav.<id>` in the 'common' namespace. */
  id: ShellPageId;
  /** Target path; 'Golf courses' points at the top 10 worldwide (SHELL-020). */
  to: string;
  /** Whether the screen exists today. */
  available: boolean;
  /** Shown in the header menu and the drawer (SHELL-001, SHELL-011). */
  header: boolean;
}

export type ShellPageId =
  | 'home'
  | 'newsfeed'
  | 'about'
  | 'golfCourses'
  | 'coaches'
  | 'playerFinder'
  | 'community'
  | 'service'
  | 'contact'
  | 'rgpd'
  | 'legal'
  | 'terms';

export const AVAILABLE_PAGES: readonly ShellPage[] = [
  { id: 'home', to: paths.home(), available: true, header: false },
  { id: 'newsfeed', to: paths.static('newsfeed'), available: true, header: true },
  { id: 'about', to: paths.static('aboutUs'), available: true, header: true },
  { id: 'golfCourses', to: paths.worldwide(), available: true, header: true },
  { id: 'coaches', to: paths.static('coaches'), available: true, header: true },
  { id: 'playerFinder', to: paths.static('playerFinder'), available: true, header: true },
  { id: 'community', to: paths.static('community'), available: true, header: true },
  { id: 'service', to: paths.static('service'), available: true, header: false },
  { id: 'contact', to: paths.static('contact'), available: true, header: false },
  { id: 'rgpd', to: paths.static('rgpd'), available: true, header: false },
  { id: 'legal', to: paths.static('legal'), available: true, header: false },
  { id: 'terms', to: paths.static('terms'), available: true, header: false },
];

/** Header/drawer entries that exist today, in the spec's order. */
export const headerPages = (): ShellPage[] =>
  AVAILABLE_PAGES.filter((p) => p.available && p.header);

/** Footer entries that exist today (SHELL-019). */
export const footerPages = (): ShellPage[] => AVAILABLE_PAGES.filter((p) => p.available);
