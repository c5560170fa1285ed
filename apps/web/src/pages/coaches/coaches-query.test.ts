import { describe, expect, it } from 'vitest';
import { COACHES_TYPES, coachesListQuery } from './coaches-query.js';

describe('coachesListQuery (VLOG-004)', () => {
  it('lists vlogs then coaching videos', () => {
    expect(COACHES_TYPES).toEqual([2, 3]);
  });

  it('filters by type, and by language unless every language is chosen', () => {
    expect(coachesListQuery(2, 0)).toEqual({ filter_type: '2' });
    expect(coachesListQuery(3, 37)).toEqual({ filter_type: '3', filter_language: 37 });
  });
});
