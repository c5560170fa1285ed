import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { citiesOfState, statesOfCountry } from './locations.js';

const require = createRequire(import.meta.url);
const cityModulePath = require.resolve('country-state-city/lib/cjs/city.js');

const sortedByName = (items: { name: string }[]) => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return items.every(
    (item, i) => i === 0 || collator.compare(items[i - 1]?.name ?? '', item.name) <= 0,
  );
};

describe('statesOfCountry', () => {
  it('lists the states of France and the United States, sorted by name', () => {
    const fr = statesOfCountry('FR');
    expect(fr).toContainEqual({ code: 'IDF', name: 'Île-de-France' });
    expect(sortedByName(fr)).toBe(true);
    const us = statesOfCountry('us');
    expect(us).toContainEqual({ code: 'CA', name: 'California' });
    expect(sortedByName(us)).toBe(true);
  });

  it('answers [] for an unknown country and does not load the city list', () => {
    expect(statesOfCountry('ZZ')).toEqual([]);
    expect(require.cache[cityModulePath]).toBeUndefined();
  });
});

describe('citiesOfState', () => {
  it('lists unique city names, sorted', () => {
    const ca = citiesOfState('US', 'CA');
    expect(ca.length).toBeGreaterThan(500);
    expect(ca).toContainEqual({ name: 'San Francisco' });
    expect(sortedByName(ca)).toBe(true);
    expect(new Set(ca.map((city) => city.name)).size).toBe(ca.length);

    const idf = citiesOfState('fr', 'idf');
    expect(idf).toContainEqual({ name: 'Versailles' });
    expect(sortedByName(idf)).toBe(true);
  });

  it('answers [] for an unknown pair', () => {
    expect(citiesOfState('FR', 'ZZZ')).toEqual([]);
    expect(citiesOfState('ZZ', 'CA')).toEqual([]);
  });
});
