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
  it('formats the rank for the UI language', () => {
    expect(cardRank(3, 'en')).toBe('3');
    expect(cardRank(1234, 'en')).toBe('1,234');
    expect(cardRank(1234, 'de')).toBe('1.234');
  });

  it('is null for an unranked course', () => {
    expect(cardRank(null, 'en')).toBeNull();
    expect(cardRank(0, 'en')).toBeNull();
    expect(cardRank(1.5, 'en')).toBeNull();
  });
});
