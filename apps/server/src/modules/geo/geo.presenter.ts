import type { Country, CountryListItem, Language, UiLanguage, Zone, ZoneRef } from '@bgc/shared';
import { localize } from '../../lib/language.js';
import type { CountryRecord, ZoneRecord } from './geo.repository.js';

export function presentZoneRef(zone: ZoneRecord, lang: UiLanguage): ZoneRef {
  return { id: zone.id, slug: zone.slug, name: localize(zone.names, lang) };
}

/** T24: a country with its total and zone. */
export function presentCountry(
  country: CountryRecord,
  zone: ZoneRecord | undefined,
  lang: UiLanguage,
): Country {
  return {
    ...presentCountryListItem(country, lang),
    zone: zone ? presentZoneRef(zone, lang) : null,
  };
}

/** T23: an item of the full country list. */
export function presentCountryListItem(country: CountryRecord, lang: UiLanguage): CountryListItem {
  return {
    id: country.id,
    code: country.code,
    slug: country.slug,
    name: localize(country.names, lang),
    totalCourse: country.totalCourse,
  };
}

/** T25: a zone with its countries (sorted by localized name). */
export function presentZone(zone: ZoneRecord, members: CountryRecord[], lang: UiLanguage): Zone {
  return {
    ...presentZoneRef(zone, lang),
    totalCourse: zone.totalCourse,
    countries: members
      .map((c) => presentCountry(c, zone, lang))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
  };
}

export function presentLanguage(
  row: { id: number; code: string; names: Record<UiLanguage, string> },
  lang: UiLanguage,
): Language {
  return { id: row.id, code: row.code, name: localize(row.names, lang) };
}
