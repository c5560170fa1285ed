import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION, applyLocationChange } from './location-value.js';

const full = { country: 1, state: 'Arizona', city: 'Phoenix' };

describe('applyLocationChange (AUTH-031, INPUT-009)', () => {
  it('a new country clears the state and the city', () => {
    expect(applyLocationChange(full, { field: 'country', value: 2 })).toEqual({
      country: 2,
      state: null,
      city: null,
    });
  });
  it('clearing the country empties everything', () => {
    expect(applyLocationChange(full, { field: 'country', value: null })).toEqual(EMPTY_LOCATION);
  });
  it('a new or cleared state clears the city', () => {
    expect(applyLocationChange(full, { field: 'state', value: 'Texas' })).toEqual({
      country: 1,
      state: 'Texas',
      city: null,
    });
    expect(applyLocationChange(full, { field: 'state', value: null })).toEqual({
      country: 1,
      state: null,
      city: null,
    });
  });
  it('the city changes alone, and the same choice changes nothing', () => {
    expect(applyLocationChange(full, { field: 'city', value: 'Tempe' })).toEqual({
      ...full,
      city: 'Tempe',
    });
    expect(applyLocationChange(full, { field: 'country', value: 1 })).toBe(full);
  });
});
