import { FIXED_PAGES, paths, type FixedPage } from '@bgc/shared';

/**
 * The one list of the shell's navigation entries (SHELL-001, SHELL-019), in footer order; the
 * header shows the `header` entries in the same order: 'News feed', 'About', 'Golf courses',
 * 'Vloggers/Coaches', 'Player Finder', 'Community'. Each entry names a page of the page table
 * (decision 033), whose path it takes; the links are localized by `useLocalizedPath`, and the
 * language switcher moves between the same table's paths (`localizePath`).
 */
export interface ShellPage {
  /** Stable id, also the i18n key suffix: `nav.<id>` in the 'common' namespace. */
  id: ShellPageId;
  /** Target path (English; localized when rendered); 'Golf courses' is the top 10 worldwide (SHELL-020). */
  to: string;
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

/** A menu entry of a fixed page of the page table. */
const fixed = (id: ShellPageId, page: FixedPage, header: boolean): ShellPage => ({
  id,
  to: FIXED_PAGES[page].paths.en,
  header,
});

export const AVAILABLE_PAGES: readonly ShellPage[] = [
  { id: 'home', to: paths.home(), header: false },
  fixed('newsfeed', 'newsfeed', true),
  fixed('about', 'aboutUs', true),
  { id: 'golfCourses', to: paths.worldwide(), header: true },
  fixed('coaches', 'coaches', true),
  fixed('playerFinder', 'playerFinder', true),
  fixed('community', 'community', true),
  fixed('service', 'service', false),
  fixed('contact', 'contact', false),
  fixed('rgpd', 'rgpd', false),
  fixed('legal', 'legal', false),
  fixed('terms', 'terms', false),
];

/** Header/drawer entries, in the spec's order. */
export const headerPages = (): ShellPage[] => AVAILABLE_PAGES.filter((p) => p.header);

/** Footer entries (SHELL-019). */
export const footerPages = (): ShellPage[] => [...AVAILABLE_PAGES];
