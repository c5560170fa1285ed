/**
 * The business figures of the services page, the contact forms and the legal pages (002 §9),
 * defined once: the SPA renders them, the server writes them into the pack-contact mail, and the
 * tests compare against them. Every price is in US dollars.
 */

/** SVC-004 / SVC-013: a price, or `'tailored'` when quoted per club (Hole-in-One). */
export type PackPrice = number | 'tailored';

/** SVC-006..009: the lines of a website pack's content, by id (texts in the `services` catalog). */
export type WebsiteFeature =
  | 'about'
  | 'courses'
  | 'rates'
  | 'facilities'
  | 'hosting'
  | 'contactForm'
  | 'promotions'
  | 'attractions'
  | 'teeOffBooking'
  | 'seoAnalytics'
  | 'servicePage'
  | 'holeByHole'
  | 'tailored';

/** Where a pack's ad displays run (SVC-006..008, SVC-015..017). */
export type AdReach = 'country' | 'area' | 'threeAreas' | 'worldwide';

export interface WebsitePack {
  id: 'par' | 'birdie' | 'eagle' | 'holeInOne';
  /** Path segment of the pack's sample page (SVC-003): `/service/{slug}-sample.html`. */
  slug: string;
  /** The pack's name as sold (not translated: golf terms are the brand). */
  name: string;
  monthly: PackPrice;
  yearly: PackPrice;
  /** SVC-005: every website pack is marked one month free (the yearly price is 11 months). */
  oneMonthFree: true;
  /** Features this pack adds to the previous one (SVC-006..009). */
  adds: readonly WebsiteFeature[];
  /** Languages of the site; null when tailored. */
  languages: number | null;
  /** Ad displays on BGC included; null when tailored. */
  adDisplays: number | null;
  adReach: AdReach | null;
}

/** SVC-004..009: the website packs in the order of the table. */
export const WEBSITE_PACKS: readonly WebsitePack[] = [
  {
    id: 'par',
    slug: 'par',
    name: 'Par',
    monthly: 49,
    yearly: 539,
    oneMonthFree: true,
    adds: ['about', 'courses', 'rates', 'facilities', 'hosting'],
    languages: 1,
    adDisplays: 100_000,
    adReach: 'country',
  },
  {
    id: 'birdie',
    slug: 'birdie',
    name: 'Birdie',
    monthly: 69,
    yearly: 759,
    oneMonthFree: true,
    adds: ['contactForm', 'promotions', 'attractions', 'teeOffBooking', 'seoAnalytics'],
    languages: 2,
    adDisplays: 300_000,
    adReach: 'area',
  },
  {
    id: 'eagle',
    slug: 'eagle',
    name: 'Eagle',
    monthly: 89,
    yearly: 979,
    oneMonthFree: true,
    adds: ['servicePage', 'holeByHole'],
    languages: 5,
    adDisplays: 600_000,
    adReach: 'threeAreas',
  },
  {
    id: 'holeInOne',
    slug: 'hole-in-one',
    name: 'Hole-in-One',
    monthly: 'tailored',
    yearly: 'tailored',
    oneMonthFree: true,
    adds: ['tailored'],
    languages: null,
    adDisplays: null,
    adReach: null,
  },
];

/** Every feature of the comparison table, in row order. */
export const WEBSITE_FEATURES: readonly WebsiteFeature[] = WEBSITE_PACKS.flatMap((p) =>
  p.adds.filter((f) => f !== 'tailored'),
);

/** Whether a website pack contains a feature (a pack holds its own and the earlier packs'). */
export function websitePackHas(pack: WebsitePack, feature: WebsiteFeature): boolean {
  if (pack.id === 'holeInOne') return true;
  const index = WEBSITE_PACKS.indexOf(pack);
  return WEBSITE_PACKS.slice(0, index + 1).some((p) => p.adds.includes(feature));
}

/** SVC-010: options sold with any website pack (USD). */
export const WEBSITE_EXTRAS = {
  /** Per hole, 2D drawing. */
  hole2dUsd: 25,
  /** Per hole, 3D flyover. */
  hole3dUsd: 70,
  /** Mobile app, per month, plus the stores' own fees. */
  mobileAppUsdPerMonth: 20,
} as const;

/** SVC-011: the site is delivered in under this many days. */
export const WEBSITE_DELIVERY_DAYS = 10;

export interface PagePack {
  id: 'birdie' | 'eagle' | 'albatross';
  name: string;
  monthly: number;
  yearly: number;
  /** Comments per month on BGC. */
  comments: number;
  /** Ad displays per month. */
  adDisplays: number;
  /** Largest number of follows per month. */
  follows: number;
  reach: Exclude<AdReach, 'threeAreas'>;
}

/** SVC-013..017: the BGC page packs. */
export const PAGE_PACKS: readonly PagePack[] = [
  {
    id: 'birdie',
    name: 'Birdie',
    monthly: 49,
    yearly: 539,
    comments: 30,
    adDisplays: 10_000,
    follows: 30,
    reach: 'country',
  },
  {
    id: 'eagle',
    name: 'Eagle',
    monthly: 99,
    yearly: 1089,
    comments: 60,
    adDisplays: 50_000,
    follows: 150,
    reach: 'area',
  },
  {
    id: 'albatross',
    name: 'Albatross',
    monthly: 149,
    yearly: 1639,
    comments: 120,
    adDisplays: 150_000,
    follows: 300,
    reach: 'worldwide',
  },
];

/** SVC-014: what every BGC page pack includes. */
export const PAGE_PACK_BASE = {
  postsPerWeek: 1,
  /** A reply to every new review and a comment on every new vlog. */
  repliesToEveryReview: true,
  commentsOnNewVlogs: true,
} as const;

/** SVC-023: the pack a `packContactText` names, or null for any other text. */
export function packOfContactText(text: string): WebsitePack | PagePack | null {
  return [...WEBSITE_PACKS, ...PAGE_PACKS].find((p) => packContactText(p) === text) ?? null;
}

/** SVC-026: the contact promise. */
export const CONTACT_ANSWER_HOURS = 24;
/** SVC-002: below this width the website packs table becomes one list per pack. */
export const PACK_TABLE_MIN_WIDTH_PX = 700;

/**
 * SVC-023: the `pack` text of a pack-contact request: name + price + the word monthly,
 * e.g. 'Birdie 69$ monthly' (a tailored pack reads 'Hole-in-One tailored monthly').
 */
export function packContactText(pack: { name: string; monthly: PackPrice }): string {
  const price = pack.monthly === 'tailored' ? 'tailored' : `${pack.monthly}$`;
  return `${pack.name} ${price} monthly`;
}

/** LEGAL-001..006: the figures and dates the legal pages state. */
export const LEGAL = {
  /** LEGAL-004: minimum age to hold an account. */
  minimumAge: 13,
  /** LEGAL-005: removal of deleted content starts within this many days… */
  removalStartsWithinDays: 10,
  /** …and is complete within this many days… */
  removalCompleteWithinDays: 30,
  /** …plus this many days for copies in backups. */
  backupRetentionDays: 90,
  /** LEGAL-006: a copy of an ID is deleted this many days after its review. */
  idCopyDeletedAfterDays: 15,
  /** LEGAL-001: the data-use policy's revision date (ISO). */
  policyRevised: '2021-04-10',
  /** LEGAL-003: the terms' revision date (ISO). */
  termsRevised: '2021-04-05',
  /** The cookie policy (no date in the seeds): the day this text was written for BGC. */
  cookiesRevised: '2026-11-24',
} as const;

/** SVC-020: civility values of the pack-contact form and their text in the request. */
export const CIVILITIES = ['Mr.', 'Ms.'] as const;
