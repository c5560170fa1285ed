import type {
  CitiesQuery,
  City,
  Country,
  CountryListItem,
  Home,
  Language,
  State,
  UiLanguage,
  Zone,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { keepAnswer } from '../../lib/kept-answer.js';
import { foldForTokens } from '../../lib/text.js';
import { onRankingChanged } from '../ranking/ranking.service.js';
import { citiesOfState } from '../../seed/reference/locations.js';
import {
  findAllCountries,
  findAllLanguages,
  findAllZones,
  findCountriesOfZone,
  findCountriesWithCourses,
  findCountryById,
  findCountryBySlug,
  findStateById,
  findStatesOfCountry,
  findZoneBySlug,
  type ZoneRecord,
} from './geo.repository.js';
import {
  presentCountry,
  presentCountryListItem,
  presentLanguage,
  presentZone,
} from './geo.presenter.js';

/**
 * Area and location data (T15, T22–T28, OPEN-055). Results per language are memoised
 * and dropped when the ranking (and so the course totals) is recomputed; the memoised answers
 * are kept (decision 075).
 */
export class GeoService {
  private readonly memo = new Map<string, Promise<unknown>>();
  /** Folded city names per 'COUNTRY-STATE' (the reference list never changes while running). */
  private readonly cityMemo = new Map<
    string,
    Array<{ id: number; name: string; folded: string }>
  >();

  constructor(private readonly db: Db) {
    onRankingChanged(() => this.memo.clear());
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      this.memo.set(key, hit);
      hit.catch(() => this.memo.delete(key));
    }
    return hit;
  }

  /** `cached` for an answer sent as is: kept frozen, so it is serialized once (decision 075). */
  private cachedAnswer<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cached(key, async () => keepAnswer(await load()));
  }

  private zonesById(): Promise<Map<number, ZoneRecord>> {
    return this.cached(
      'zones',
      async () => new Map((await findAllZones(this.db)).map((z) => [z.id, z])),
    );
  }

  /** T15: totals of the header and home page (courses, countries holding courses). */
  home(): Promise<Home> {
    return this.cachedAnswer('home', async () => {
      const list = await findCountriesWithCourses(this.db);
      return {
        totalCourse: list.reduce((sum, c) => sum + c.totalCourse, 0),
        totalCountry: list.length,
      };
    });
  }

  /** T23: every country, sorted by name in `lang`. */
  allCountries(lang: UiLanguage): Promise<{ list: CountryListItem[] }> {
    return this.cachedAnswer(`countries:${lang}`, async () => ({
      list: (await findAllCountries(this.db))
        .map((c) => presentCountryListItem(c, lang))
        .sort((a, b) => a.name.localeCompare(b.name, lang)),
    }));
  }

  /** T22: countries holding courses, names in `lang`. */
  availableCountries(lang: UiLanguage): Promise<{ list: Country[] }> {
    return this.cachedAnswer(`available:${lang}`, async () => {
      const zones = await this.zonesById();
      return {
        list: (await findCountriesWithCourses(this.db))
          .map((c) => presentCountry(c, c.zoneId ? zones.get(c.zoneId) : undefined, lang))
          .sort((a, b) => a.name.localeCompare(b.name, lang)),
      };
    });
  }

  /** T24: a country by slug; 404 when unknown. */
  async country(slug: string, lang: UiLanguage): Promise<Country> {
    const country = await findCountryBySlug(this.db, slug);
    if (!country) throw notFound('Country not found');
    const zones = await this.zonesById();
    return presentCountry(country, country.zoneId ? zones.get(country.zoneId) : undefined, lang);
  }

  /** T25: a zone by slug with its countries; 404 when unknown. */
  async zone(slug: string, lang: UiLanguage): Promise<Zone> {
    const zone = await findZoneBySlug(this.db, slug);
    if (!zone) throw notFound('Zone not found');
    return presentZone(zone, await findCountriesOfZone(this.db, zone.id), lang);
  }

  /** T14 / OPEN-055: the zones in map order with their countries ('Golf courses' menu). */
  categories(lang: UiLanguage): Promise<{ list: Zone[] }> {
    return this.cachedAnswer(`categories:${lang}`, async () => {
      const [zones, countries] = await Promise.all([
        findAllZones(this.db),
        findCountriesWithCourses(this.db),
      ]);
      return {
        list: zones.map((z) =>
          presentZone(
            z,
            countries.filter((c) => c.zoneId === z.id),
            lang,
          ),
        ),
      };
    });
  }

  /** T26: content languages. */
  languages(lang: UiLanguage): Promise<{ list: Language[] }> {
    return this.cachedAnswer(`languages:${lang}`, async () => ({
      list: (await findAllLanguages(this.db)).map((l) => presentLanguage(l, lang)),
    }));
  }

  /** T27: states of a country; 404 when the country is unknown. */
  async states(countryId: number): Promise<{ list: State[] }> {
    if (!(await findCountryById(this.db, countryId))) throw notFound('Country not found');
    return { list: await findStatesOfCountry(this.db, countryId) };
  }

  /**
   * T28: cities of a state (ids are stable positions in the maintained list); 404 when unknown.
   * Decision 043: with `query.q` only the cities whose folded name holds the folded text
   * (`foldForTokens`: accents, case, punctuation and 'Saint'/'St' ignored), the name starting
   * with it first, then a word of it, then anywhere; A–Z within each; `query.limit` at most
   * (20 by default). Without `q`, the first `limit` cities A–Z, or all of them.
   */
  async cities(stateId: number, query: CitiesQuery = {}): Promise<{ list: City[] }> {
    const state = await findStateById(this.db, stateId);
    if (!state) throw notFound('State not found');
    const cities = this.foldedCities(state.countryCode, state.code);
    const text = query.q === undefined ? '' : foldForTokens(query.q);
    if (text === '' && query.q === undefined)
      return {
        list: cities.slice(0, query.limit ?? cities.length).map(({ id, name }) => ({ id, name })),
      };
    const limit = query.limit ?? CITY_SEARCH_DEFAULT_LIMIT;
    const ranked: Array<{ id: number; name: string; rank: number }> = [];
    for (const c of cities) {
      const at = text === '' ? 0 : c.folded.indexOf(text);
      if (at < 0) continue;
      ranked.push({
        id: c.id,
        name: c.name,
        rank: at === 0 ? 0 : c.folded[at - 1] === ' ' ? 1 : 2,
      });
    }
    ranked.sort((a, b) => a.rank - b.rank || a.id - b.id);
    return { list: ranked.slice(0, limit).map(({ id, name }) => ({ id, name })) };
  }

  /** A state's cities with their position id and folded name, computed once per state. */
  private foldedCities(countryCode: string, stateCode: string) {
    const key = `${countryCode}-${stateCode}`;
    let hit = this.cityMemo.get(key);
    if (!hit) {
      hit = citiesOfState(countryCode, stateCode).map((c, i) => ({
        id: i + 1,
        name: c.name,
        folded: foldForTokens(c.name),
      }));
      this.cityMemo.set(key, hit);
    }
    return hit;
  }
}

/** Decision 043: cities a search answers unless it asks for another count. */
const CITY_SEARCH_DEFAULT_LIMIT = 20;
