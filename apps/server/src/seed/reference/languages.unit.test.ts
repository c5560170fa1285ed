import { UI_LANGUAGES } from '@bgc/shared';
import { describe, expect, it } from 'vitest';
import { contentLanguageSeeds } from './languages.js';

describe('contentLanguageSeeds', () => {
  const seeds = contentLanguageSeeds();
  const byCode = new Map(seeds.map((seed) => [seed.code, seed]));

  it('keeps the ids of the original documents (D-08)', () => {
    expect(byCode.get('en')?.id).toBe(30);
    expect(byCode.get('fr')?.id).toBe(37);
    expect(byCode.get('ja')?.id).toBe(60);
  });

  it('has about 40 languages with unique ids and codes, sorted by id', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seeds.map((seed) => seed.id)).size).toBe(seeds.length);
    expect(new Set(seeds.map((seed) => seed.code)).size).toBe(seeds.length);
    const ids = seeds.map((seed) => seed.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const seed of seeds) {
      expect(Number.isInteger(seed.id) && seed.id > 0).toBe(true);
      expect(seed.code).toMatch(/^[a-z]{2}$/);
    }
  });

  it('names each language in the six UI languages, capitalised', () => {
    for (const seed of seeds) {
      for (const lang of UI_LANGUAGES) {
        const name = seed.names[lang];
        expect(name, `${seed.code}/${lang}`).toBeTruthy();
        expect(name.charAt(0)).toBe(name.charAt(0).toLocaleUpperCase(lang));
      }
    }
    expect(byCode.get('fr')?.names).toMatchObject({
      en: 'French',
      fr: 'Français',
      de: 'Französisch',
    });
    expect(byCode.get('ja')?.names.es).toBe('Japonés');
  });
});
