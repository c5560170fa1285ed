import { UI_LANGUAGES, ZONE_SLUGS } from '@bgc/shared';
import countries from 'i18n-iso-countries/index.js';
import { describe, expect, it } from 'vitest';
import { countrySeeds, PREFERRED_ALIASES } from './countries.js';

describe('countrySeeds', () => {
  const seeds = countrySeeds();
  const byCode = new Map(seeds.map((seed) => [seed.code, seed]));

  it('lists every ISO country plus Kosovo, sorted by code', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(249);
    expect(byCode.has('XK')).toBe(true);
    const codes = seeds.map((seed) => seed.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('gives unique lower-case ASCII kebab-case slugs', () => {
    const slugs = seeds.map((seed) => seed.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(byCode.get('US')?.slug).toBe('united-states');
    expect(byCode.get('GB')?.slug).toBe('united-kingdom');
    expect(byCode.get('KR')?.slug).toBe('south-korea');
    expect(byCode.get('CI')?.slug).toBe('cote-d-ivoire');
  });

  it('names every country in the six UI languages', () => {
    for (const seed of seeds) {
      for (const lang of UI_LANGUAGES)
        expect(seed.names[lang], `${seed.code}/${lang}`).toBeTruthy();
      expect(ZONE_SLUGS).toContain(seed.zone);
    }
  });

  it('uses the short/common names', () => {
    expect(byCode.get('DE')?.names.fr).toBe('Allemagne');
    expect(byCode.get('US')?.names.en).toBe('United States');
    expect(byCode.get('RU')?.names.en).toBe('Russia');
    expect(byCode.get('RU')?.names.de).toBe('Russland');
    expect(byCode.get('XK')?.names.vi).toBe('Kosovo');
  });

  it('prefers only aliases the package offers', () => {
    for (const [lang, aliases] of Object.entries(PREFERRED_ALIASES)) {
      for (const [code, alias] of Object.entries(aliases)) {
        expect(countries.getName(code, lang, { select: 'all' }), `${code}/${lang}`).toContain(
          alias,
        );
      }
    }
  });
});
