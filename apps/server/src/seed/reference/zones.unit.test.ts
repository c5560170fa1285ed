import { UI_LANGUAGES, ZONE_SLUGS } from '@bgc/shared';
import { describe, expect, it } from 'vitest';
import { zoneSeeds } from './zones.js';

describe('zoneSeeds', () => {
  it('lists the 10 zones in display order with names in the six UI languages', () => {
    const seeds = zoneSeeds();
    expect(seeds.map((seed) => seed.slug)).toEqual([...ZONE_SLUGS]);
    expect(seeds.map((seed) => seed.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const seed of seeds) {
      for (const lang of UI_LANGUAGES)
        expect(seed.names[lang], `${seed.slug}/${lang}`).toBeTruthy();
    }
    expect(seeds[0]?.names.en).toBe('North America');
  });
});
