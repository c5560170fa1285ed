import { describe, expect, it } from 'vitest';
import { formatScore } from './review-card-format.js';

describe('formatScore', () => {
  it('shows one decimal in the UI language', () => {
    expect(formatScore(4, 'en')).toBe('4.0');
    expect(formatScore(4.25, 'en')).toBe('4.3');
    expect(formatScore(3.5, 'fr')).toBe('3,5');
  });
});
