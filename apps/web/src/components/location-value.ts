/**
 * The value of the location pickers (AUTH-031, INPUT-009): a country id, a state name and a
 * city name, as `POST /register` and `PUT /me` take them. Pure, unit-tested in
 * `location-value.test.ts`.
 */
export interface LocationValue {
  country: number | null;
  state: string | null;
  city: string | null;
}

export const EMPTY_LOCATION: LocationValue = { country: null, state: null, city: null };

export type LocationChange =
  | { field: 'country'; value: number | null }
  | { field: 'state'; value: string | null }
  | { field: 'city'; value: string | null };

/**
 * AUTH-031 / INPUT-009: applies one picker change. A new or cleared country empties the
 * state and the city (their lists belong to the old country); a new or cleared state
 * empties the city; the city changes alone. Choosing the same value again changes nothing.
 */
export function applyLocationChange(
  previous: LocationValue,
  change: LocationChange,
): LocationValue {
  switch (change.field) {
    case 'country':
      return change.value === previous.country
        ? previous
        : { country: change.value, state: null, city: null };
    case 'state':
      return change.value === previous.state
        ? previous
        : { ...previous, state: change.value, city: null };
    case 'city':
      return change.value === previous.city ? previous : { ...previous, city: change.value };
  }
}
