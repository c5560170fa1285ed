/**
 * HOME-004: the 10 zones of the home map, the country → zone mapping and the zone names.
 * Choices for the non-obvious countries are recorded in docs/decisions/003-country-zone-mapping.md.
 */
import type { UiLanguage, ZoneSlug } from './enums.js';

/**
 * Countries of each zone (ISO 3166-1 alpha-2, plus XK for Kosovo), grouped by zone.
 * Covers every code of the i18n-iso-countries package; each code appears exactly once.
 */
// prettier-ignore
export const ZONE_COUNTRY_CODES: Readonly<Record<ZoneSlug, readonly string[]>> = {
  'north-america': ['BM', 'CA', 'GL', 'MX', 'PM', 'US'],
  'central-america-caribbean': [
    // Central America
    'BZ', 'CR', 'GT', 'HN', 'NI', 'PA', 'SV',
    // Caribbean islands and territories
    'AG', 'AI', 'AW', 'BB', 'BL', 'BQ', 'BS', 'CU', 'CW', 'DM', 'DO', 'GD', 'GP', 'HT', 'JM',
    'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'PR', 'SX', 'TC', 'TT', 'VC', 'VG', 'VI',
  ],
  'south-america': [
    'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'GY', 'PE', 'PY', 'SR', 'UY', 'VE',
    // Territories of the South American mainland and the South Atlantic
    'GF', 'FK', 'GS', 'BV', 'AQ',
  ],
  'western-europe': [
    'AD', 'AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IS', 'IT', 'LI',
    'LU', 'MC', 'MT', 'NL', 'NO', 'PT', 'SE', 'SM', 'VA',
    // Crown dependencies and other territories
    'AX', 'FO', 'GG', 'GI', 'IM', 'JE', 'SJ',
  ],
  'eastern-europe': [
    'BY', 'CZ', 'EE', 'HU', 'LT', 'LV', 'MD', 'PL', 'RO', 'RU', 'SK', 'UA',
    // Balkans
    'AL', 'BA', 'BG', 'HR', 'ME', 'MK', 'RS', 'SI', 'XK',
    // Caucasus
    'AM', 'AZ', 'GE',
  ],
  'middle-east': [
    'AE', 'BH', 'CY', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE',
  ],
  africa: [
    'AO', 'BF', 'BI', 'BJ', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'DZ', 'EG', 'EH',
    'ER', 'ET', 'GA', 'GH', 'GM', 'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'LY', 'MA', 'MG',
    'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE', 'NG', 'RW', 'SC', 'SD', 'SL', 'SN', 'SO', 'SS',
    'ST', 'SZ', 'TD', 'TG', 'TN', 'TZ', 'UG', 'ZA', 'ZM', 'ZW',
    // Territories off the African coasts
    'IO', 'RE', 'SH', 'TF', 'YT',
  ],
  'central-east-asia': [
    'CN', 'HK', 'JP', 'KP', 'KR', 'MN', 'MO', 'TW',
    // Central Asia
    'AF', 'KG', 'KZ', 'TJ', 'TM', 'UZ',
  ],
  'south-south-east-asia': [
    // South Asia
    'BD', 'BT', 'IN', 'LK', 'MV', 'NP', 'PK',
    // South-East Asia
    'BN', 'ID', 'KH', 'LA', 'MM', 'MY', 'PH', 'SG', 'TH', 'TL', 'VN',
  ],
  oceania: [
    'AU', 'NZ', 'FJ', 'PG', 'SB', 'VU', 'NC', 'PF', 'WF', 'WS', 'TO', 'TV', 'KI', 'NR', 'FM',
    'MH', 'PW', 'CK', 'NU', 'TK', 'PN', 'NF',
    // US Pacific territories
    'AS', 'GU', 'MP', 'UM',
    // Australian Indian Ocean and sub-Antarctic territories
    'CC', 'CX', 'HM',
  ],
};

/**
 * HOME-004: zone of every country code (upper-case ISO 3166-1 alpha-2, plus XK),
 * e.g. COUNTRY_ZONE.FR === 'western-europe'. Built from ZONE_COUNTRY_CODES.
 */
export const COUNTRY_ZONE: Readonly<Record<string, ZoneSlug>> = Object.freeze(
  Object.fromEntries(
    (Object.entries(ZONE_COUNTRY_CODES) as [ZoneSlug, readonly string[]][]).flatMap(
      ([zone, codes]) => codes.map((code) => [code, zone] as const),
    ),
  ),
);

/**
 * Zone of a country (HOME-004). `code` is an ISO 3166-1 alpha-2 code (or XK), in any case;
 * returns null for an unknown code.
 */
export function zoneOfCountry(code: string): ZoneSlug | null {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_ZONE, key) ? (COUNTRY_ZONE[key] ?? null) : null;
}

/** HOME-004 / I18N-001: proper name of each zone in the six UI languages. */
export const ZONE_NAMES: Readonly<Record<ZoneSlug, Readonly<Record<UiLanguage, string>>>> = {
  'north-america': {
    en: 'North America',
    fr: 'Amérique du Nord',
    vi: 'Bắc Mỹ',
    it: 'America del Nord',
    de: 'Nordamerika',
    es: 'América del Norte',
  },
  'central-america-caribbean': {
    en: 'Central America & Caribbean',
    fr: 'Amérique centrale et Caraïbes',
    vi: 'Trung Mỹ và Caribe',
    it: 'America centrale e Caraibi',
    de: 'Mittelamerika und Karibik',
    es: 'Centroamérica y Caribe',
  },
  'south-america': {
    en: 'South America',
    fr: 'Amérique du Sud',
    vi: 'Nam Mỹ',
    it: 'America del Sud',
    de: 'Südamerika',
    es: 'América del Sur',
  },
  'western-europe': {
    en: 'Western Europe',
    fr: "Europe de l'Ouest",
    vi: 'Tây Âu',
    it: 'Europa occidentale',
    de: 'Westeuropa',
    es: 'Europa Occidental',
  },
  'eastern-europe': {
    en: 'Eastern Europe',
    fr: "Europe de l'Est",
    vi: 'Đông Âu',
    it: 'Europa orientale',
    de: 'Osteuropa',
    es: 'Europa del Este',
  },
  'middle-east': {
    en: 'Middle East',
    fr: 'Moyen-Orient',
    vi: 'Trung Đông',
    it: 'Medio Oriente',
    de: 'Naher Osten',
    es: 'Oriente Medio',
  },
  africa: {
    en: 'Africa',
    fr: 'Afrique',
    vi: 'Châu Phi',
    it: 'Africa',
    de: 'Afrika',
    es: 'África',
  },
  'central-east-asia': {
    en: 'Central & East Asia',
    fr: 'Asie centrale et orientale',
    vi: 'Trung Á và Đông Á',
    it: 'Asia centrale e orientale',
    de: 'Zentral- und Ostasien',
    es: 'Asia Central y Oriental',
  },
  'south-south-east-asia': {
    en: 'South & South-East Asia',
    fr: 'Asie du Sud et du Sud-Est',
    vi: 'Nam Á và Đông Nam Á',
    it: 'Asia meridionale e sud-orientale',
    de: 'Süd- und Südostasien',
    es: 'Asia del Sur y Sudeste Asiático',
  },
  oceania: {
    en: 'Oceania',
    fr: 'Océanie',
    vi: 'Châu Đại Dương',
    it: 'Oceania',
    de: 'Ozeanien',
    es: 'Oceanía',
  },
};
