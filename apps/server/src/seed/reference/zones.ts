/** Reference data: the 10 zones of the home map (HOME-004), named in the six UI languages. */
import { ZONE_NAMES, ZONE_SLUGS, type UiLanguage, type ZoneSlug } from '@bgc/shared';

/** One zone row: slug, display position (0-based, order of ZONE_SLUGS), names per UI language. */
export interface ZoneSeed {
  slug: ZoneSlug;
  position: number;
  names: Record<UiLanguage, string>;
}

/** The 10 zones in display order, e.g. { slug: 'north-america', position: 0, names: { en: 'North America', … } }. */
export function zoneSeeds(): ZoneSeed[] {
  return ZONE_SLUGS.map((slug, position) => ({ slug, position, names: { ...ZONE_NAMES[slug] } }));
}
