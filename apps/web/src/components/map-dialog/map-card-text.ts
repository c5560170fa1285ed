import { groupThousands } from '@bgc/shared';

/** Text helpers of the map's course card (MAP-004), pure and unit tested. */

/**
 * MAP-004: the place line under the course name: the state the state rank is counted in and
 * the city, without repeats or blanks ('Île-de-France · Paris'), or null when both are missing.
 */
export function cardPlaceLine(stateRankName: string | null, city: string | null): string | null {
  const state = stateRankName?.trim() ?? '';
  const town = city?.trim() ?? '';
  if (state && town) {
    return state.toLocaleLowerCase() === town.toLocaleLowerCase() ? town : `${state} · ${town}`;
  }
  return state || town || null;
}

/**
 * MAP-004: the country rank with its thousands grouped by spaces, as the seeds write ranks
 * ('1 234', like the ranking cards' groupThousands), or null when unranked.
 */
export function cardRank(countryRank: number | null): string | null {
  if (countryRank === null || !Number.isInteger(countryRank) || countryRank < 1) return null;
  return groupThousands(countryRank);
}
