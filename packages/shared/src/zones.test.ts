import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, ZONE_SLUGS } from './enums.js';
import { COUNTRY_ZONE, ZONE_COUNTRY_CODES, ZONE_NAMES, zoneOfCountry } from './zones.js';

/** The 163 countries of the course data. */
const COURSE_DATA_COUNTRIES =
  `AD AE AG AI AR AT AU AW BD BE BF BG BH BI BJ BN BO BQ BR BS BT BW BY CA
CD CG CH CI CL CM CN CO CR CU CW CX CY CZ DE DK DO EC EE EG ES ET FI FK FR GA GB GD GF GG GH GM GP
GQ GR GU GY HK HN HR HU ID IE IL IM IN IQ IR IT JE JM JO JP KE KG KN KP KR KW KY KZ LA LB LC LR LS
LT LU LV LY MA MD MG MH MM MN MO MP MQ MW MX MY MZ NA NE NF NG NI NL NO NP NZ OM PE PG PH PK PL PR
PT PY QA RO RS RU RW SA SD SE SG SI SK SL SR SV SX SY SZ TC TD TM TN TR TT TW TZ UA UG US UY UZ VE
VG VI VN YT ZA ZM ZW`.split(/\s+/);

const zoneSet = new Set<string>(ZONE_SLUGS);

describe('COUNTRY_ZONE', () => {
  it('maps every code of i18n-iso-countries and XK to a valid zone', () => {
    const codes = [...Object.keys(countries.getAlpha2Codes()), 'XK'];
    expect(codes.length).toBeGreaterThanOrEqual(249);
    const missing = codes.filter((code) => !zoneSet.has(COUNTRY_ZONE[code] ?? ''));
    expect(missing).toEqual([]);
  });

  it('maps no code twice and only known codes', () => {
    const all = Object.values(ZONE_COUNTRY_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
    const known = new Set([...Object.keys(countries.getAlpha2Codes()), 'XK']);
    expect(all.filter((code) => !known.has(code))).toEqual([]);
  });

  it('maps the 163 countries of the course data, with each zone used', () => {
    expect(COURSE_DATA_COUNTRIES).toHaveLength(163);
    const used = new Set<string>();
    for (const code of COURSE_DATA_COUNTRIES) {
      const zone = zoneOfCountry(code);
      expect(zone, code).not.toBeNull();
      used.add(zone ?? '');
    }
    expect([...used].sort()).toEqual([...ZONE_SLUGS].sort());
  });

  it('places the non-obvious countries as recorded in decision 003', () => {
    expect(COUNTRY_ZONE).toMatchObject({
      MX: 'north-america',
      GL: 'north-america',
      TR: 'middle-east',
      CY: 'middle-east',
      EG: 'africa',
      RU: 'eastern-europe',
      GR: 'western-europe',
      KZ: 'central-east-asia',
      AF: 'central-east-asia',
      GU: 'oceania',
      GF: 'south-america',
      GP: 'central-america-caribbean',
      RE: 'africa',
      XK: 'eastern-europe',
    });
  });
});

describe('zoneOfCountry', () => {
  it('accepts any case and returns null for unknown codes', () => {
    expect(zoneOfCountry('fr')).toBe('western-europe');
    expect(zoneOfCountry(' JP ')).toBe('central-east-asia');
    expect(zoneOfCountry('ZZ')).toBeNull();
    expect(zoneOfCountry('')).toBeNull();
    expect(zoneOfCountry('constructor')).toBeNull();
  });
});

describe('ZONE_NAMES', () => {
  it('names every zone in every UI language', () => {
    for (const zone of ZONE_SLUGS) {
      for (const lang of UI_LANGUAGES)
        expect(ZONE_NAMES[zone][lang], `${zone}/${lang}`).toBeTruthy();
    }
    expect(ZONE_NAMES['north-america'].fr).toBe('Amérique du Nord');
    expect(ZONE_NAMES['north-america'].vi).toBe('Bắc Mỹ');
  });
});
