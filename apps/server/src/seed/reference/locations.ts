/**
 * Reference data: states and cities of a country, from the installed `country-state-city`
 * package (data of dr5hn/countries-states-cities-database).
 *
 * The package entry loads its 8 MB city list eagerly, so this module imports the CommonJS state
 * file directly and requires the city file only on the first `citiesOfState` call.
 */
import { createRequire } from 'node:module';
import type * as CityModule from 'country-state-city/lib/cjs/city.js';
import { getStatesOfCountry } from 'country-state-city/lib/cjs/state.js';

const require = createRequire(import.meta.url);
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/**
 * States (regions, provinces, departments…) of a country, sorted by name.
 * `countryCode` is ISO 3166-1 alpha-2 in any case; `code` is the state's ISO 3166-2 suffix
 * ('CA' for California, 'IDF' for Île-de-France). Unknown country → [].
 */
export function statesOfCountry(countryCode: string): { code: string; name: string }[] {
  return getStatesOfCountry(countryCode.trim().toUpperCase())
    .map((state) => ({ code: state.isoCode, name: state.name }))
    .sort(byName);
}

/** City names keyed by 'COUNTRY-STATE', built on the first call (loads about 150,000 cities, ~0.3 s). */
let cityIndex: Map<string, string[]> | undefined;

function loadCityIndex(): Map<string, string[]> {
  if (cityIndex) return cityIndex;
  const { default: City } = require('country-state-city/lib/cjs/city.js') as typeof CityModule;
  const names = new Map<string, Set<string>>();
  for (const city of City.getAllCities()) {
    const key = `${city.countryCode}-${city.stateCode}`;
    let set = names.get(key);
    if (!set) names.set(key, (set = new Set()));
    set.add(city.name);
  }
  cityIndex = new Map([...names].map(([key, set]) => [key, [...set].sort(collator.compare)]));
  return cityIndex;
}

/**
 * Cities of a state, sorted by name, each name once. `countryCode` (alpha-2) and `stateCode`
 * (as returned by `statesOfCountry`) in any case; unknown pair → []. The first call loads the
 * city list synchronously (~0.3 s); later calls are map lookups.
 */
export function citiesOfState(countryCode: string, stateCode: string): { name: string }[] {
  const key = `${countryCode.trim().toUpperCase()}-${stateCode.trim().toUpperCase()}`;
  return (loadCityIndex().get(key) ?? []).map((name) => ({ name }));
}
