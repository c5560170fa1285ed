/**
 * Reference data: the countries (HOME-004, I18N-001), named in the six UI languages from the
 * maintained `i18n-iso-countries` package, each placed in its zone (decision 003).
 */
import { COUNTRY_ZONE, UI_LANGUAGES, type UiLanguage, type ZoneSlug } from '@bgc/shared';
import countries from 'i18n-iso-countries/index.js';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import { slugify } from 'transliteration';

/** One country row: ISO 3166-1 alpha-2 code (or XK), URL slug, names per UI language, zone. */
export interface CountrySeed {
  code: string;
  slug: string;
  names: Record<UiLanguage, string>;
  zone: ZoneSlug;
}

for (const locale of [en, fr, vi, it, de, es]) countries.registerLocale(locale);

/**
 * Short/common names the package offers as an alias after its official form
 * ('Russian Federation' → 'Russia'). Each value must be one of the package's names for that code.
 */
export const PREFERRED_ALIASES: Readonly<Record<UiLanguage, Readonly<Record<string, string>>>> = {
  en: {
    CN: 'China',
    CI: "Côte d'Ivoire",
    CZ: 'Czechia',
    GM: 'Gambia',
    IR: 'Iran',
    MK: 'North Macedonia',
    PN: 'Pitcairn Islands',
    PS: 'Palestine',
    RU: 'Russia',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    US: 'United States',
  },
  fr: {},
  vi: { RU: 'Nga' },
  it: { TW: 'Taiwan' },
  de: { CZ: 'Tschechien', RU: 'Russland', TZ: 'Tansania', US: 'Vereinigte Staaten' },
  es: {},
};

/**
 * Common names where the package has only a formal form ('Syrian Arab Republic'), an
 * untranslated English name (vi 'Austria') or an error (vi MY 'Bán đảo Mã Lai', it MM).
 * Spellings follow CLDR.
 */
export const NAME_FIXES: Readonly<Record<UiLanguage, Readonly<Record<string, string>>>> = {
  en: {
    BN: 'Brunei',
    FK: 'Falkland Islands',
    FM: 'Micronesia',
    LA: 'Laos',
    MD: 'Moldova',
    MF: 'Saint Martin',
    RE: 'Réunion',
    SX: 'Sint Maarten',
    SY: 'Syria',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'United States Virgin Islands',
  },
  fr: {
    AE: 'Émirats arabes unis',
    BN: 'Brunei',
    CF: 'République centrafricaine',
    DO: 'République dominicaine',
    MF: 'Saint-Martin',
    SA: 'Arabie saoudite',
    SX: 'Sint Maarten',
    SZ: 'Eswatini',
    TZ: 'Tanzanie',
    US: 'États-Unis',
    VG: 'Îles Vierges britanniques',
    VI: 'Îles Vierges des États-Unis',
  },
  vi: {
    AQ: 'Nam Cực',
    AS: 'Samoa thuộc Mỹ',
    AT: 'Áo',
    BN: 'Brunei',
    CY: 'Síp',
    CZ: 'Séc',
    FK: 'Quần đảo Falkland',
    FM: 'Micronesia',
    GQ: 'Guinea Xích Đạo',
    IR: 'Iran',
    LA: 'Lào',
    LB: 'Li-băng',
    LT: 'Litva',
    MD: 'Moldova',
    MF: 'Saint Martin',
    MY: 'Malaysia',
    PS: 'Palestine',
    RO: 'Romania',
    SA: 'Ả Rập Xê-út',
    SX: 'Sint Maarten',
    SY: 'Syria',
    TZ: 'Tanzania',
    UA: 'Ukraina',
    US: 'Hoa Kỳ',
    VA: 'Thành Vatican',
    VG: 'Quần đảo Virgin thuộc Anh',
    VI: 'Quần đảo Virgin thuộc Hoa Kỳ',
  },
  it: {
    FM: 'Micronesia',
    MM: 'Myanmar',
    PS: 'Palestina',
    SH: "Sant'Elena",
    US: 'Stati Uniti',
  },
  de: {
    CD: 'Demokratische Republik Kongo',
    PS: 'Palästina',
    SY: 'Syrien',
    UM: 'Amerikanische Überseeinseln',
  },
  es: {
    BN: 'Brunéi',
    CD: 'República Democrática del Congo',
    KP: 'Corea del Norte',
    KR: 'Corea del Sur',
    LA: 'Laos',
    MF: 'San Martín',
    SH: 'Santa Elena',
    SX: 'Sint Maarten',
    SY: 'Siria',
    VA: 'Ciudad del Vaticano',
  },
};

/** Name of a country in one UI language: fix, else preferred alias, else the package's name. */
function countryName(code: string, lang: UiLanguage): string {
  const name =
    NAME_FIXES[lang][code] ?? PREFERRED_ALIASES[lang][code] ?? countries.getName(code, lang);
  if (name) return name;
  if (code === 'XK') return 'Kosovo';
  throw new Error(`i18n-iso-countries has no ${lang} name for ${code}`);
}

/** Lower-case ASCII kebab-case slug of a name: "Côte d'Ivoire" → 'cote-d-ivoire'. */
export function countrySlug(name: string): string {
  return slugify(name, { lowercase: true, separator: '-', allowedChars: 'a-zA-Z0-9' });
}

/**
 * Every country of COUNTRY_ZONE (the ISO codes of i18n-iso-countries plus XK), sorted by code,
 * with names in en, fr, vi, it, de, es and a unique slug from the English name.
 * Throws if a code lacks a zone or a name, or if two slugs collide.
 */
export function countrySeeds(): CountrySeed[] {
  const codes = new Set([...Object.keys(countries.getAlpha2Codes()), 'XK']);
  const seeds = [...codes].sort().map((code): CountrySeed => {
    const zone = COUNTRY_ZONE[code];
    if (!zone) throw new Error(`Country ${code} has no zone (packages/shared/src/zones.ts)`);
    const names = Object.fromEntries(
      UI_LANGUAGES.map((lang) => [lang, countryName(code, lang)]),
    ) as Record<UiLanguage, string>;
    return { code, slug: countrySlug(names.en), names, zone };
  });
  const slugs = new Set(seeds.map((seed) => seed.slug));
  if (slugs.size !== seeds.length) throw new Error('Two countries share a slug');
  return seeds;
}
