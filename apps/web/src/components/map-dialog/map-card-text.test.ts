import { describe, expect, it } from 'vitest';
import { cardPlaceLine, cardRank } from './map-card-text.js';

describe('cardPlaceLine (MAP-004)', () => {
  it('joins the state and the city', () => {
    expect(cardPlaceLine('Île-de-France', 'Chantilly')).toBe('Île-de-France · Chantilly');
  });

  it('shows one of them alone, or nothing', () => {
    expect(cardPlaceLine(null, 'Chantilly')).toBe('Chantilly');
    expect(cardPlaceLine('Bretagne', '  ')).toBe('Bretagne');
    expect(cardPlaceLine(null, null)).toBeNull();
    expect(cardPlaceLine(' ', '')).toBeNull();
  });

  it('does not repeat a city named like its state', () => {
    expect(cardPlaceLine('Paris', 'paris')).toBe('paris');
  });
});

describe('cardRank (MAP-004)', () => {
  it('groups thousands with spaces in every language', () => {
    expect(cardRank(3)).toBe('3');
    expect(cardRank(1711)).toBe('1 711');
    expect(cardRank(12345)).toBe('12 345');
  });

  it('is null for an unranked course', () => {
    expect(cardRank(null)).toBeNull();
    expect(cardRank(0)).toBeNull();
    expect(cardRank(1.5)).toBeNull();
  });
});
