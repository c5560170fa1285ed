import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '../../i18n/locales/en/ranking.json';
import { rankingTexts } from './ranking-texts.js';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { ranking: en } },
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT<'ranking'>('en', 'ranking');

describe('rankingTexts (RANK-001..003, OPEN-033, OPEN-034)', () => {
  it('titles a country top route with the upper-cased name and the alternate h2', () => {
    expect(rankingTexts(t, 'en', { top: 20, all: false }, { name: 'France' })).toEqual({
      heading: 'BEST GOLF COURSES RANKING TOP 20 FRANCE',
      subheading: 'Best golf courses in France',
      metaTitle: 'Top 20 best golf courses France',
      metaDescription:
        'Ranking of the top 20 golf courses in France, based on reviews, ratings and followers.',
    });
  });

  it('says WORLDWIDE for the worldwide ranking', () => {
    const texts = rankingTexts(t, 'en', { top: 10, all: false }, { name: null });
    expect(texts.heading).toBe('BEST GOLF COURSES RANKING TOP 10 WORLDWIDE');
    expect(texts.metaTitle).toBe('Top 10 best golf courses worldwide');
  });

  it('uses the alternate heading as h1 on the all routes', () => {
    const texts = rankingTexts(t, 'en', { top: 10, all: true }, { name: 'Western Europe' });
    expect(texts.heading).toBe('Best golf courses in Western Europe');
    expect(texts.subheading).toBeNull();
  });

  it('upper-cases with the rules of the UI language', () => {
    expect(rankingTexts(t, 'tr', { top: 10, all: false }, { name: 'istanbul' }).heading).toBe(
      'BEST GOLF COURSES RANKING TOP 10 İSTANBUL',
    );
  });
});
