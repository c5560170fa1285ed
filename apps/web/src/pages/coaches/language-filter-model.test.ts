import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGES,
  languagesOrFallback,
  splitLanguages,
  type FilterLanguage,
} from './language-filter-model.js';

const langs = (n: number): FilterLanguage[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `L${i + 1}`, count: 10 - i }));

describe('languagesOrFallback (VLOG-003)', () => {
  const nameOf = (key: string) => key.toUpperCase();

  it('keeps the API languages when there are some', () => {
    expect(languagesOrFallback(langs(2), nameOf)).toEqual(langs(2));
  });

  it('falls back to English 30, French 37 and Japanese 60 when empty or missing', () => {
    const expected = [
      { id: 30, name: 'ENGLISH' },
      { id: 37, name: 'FRENCH' },
      { id: 60, name: 'JAPANESE' },
    ];
    expect(languagesOrFallback([], nameOf)).toEqual(expected);
    expect(languagesOrFallback(undefined, nameOf)).toEqual(expected);
    expect(FALLBACK_LANGUAGES.map((l) => l.id)).toEqual([30, 37, 60]);
  });
});

describe('splitLanguages (VLOG-002)', () => {
  it('shows everything and offers no More with 5 languages or fewer', () => {
    expect(splitLanguages(langs(3), 0)).toEqual({ shown: langs(3), more: [] });
    expect(splitLanguages(langs(5), 2)).toEqual({ shown: langs(5), more: [] });
  });

  it('shows 5 and puts the rest in More when there are over 5', () => {
    const { shown, more } = splitLanguages(langs(8), 0);
    expect(shown.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    expect(more.map((l) => l.id)).toEqual([6, 7, 8]);
  });

  it('keeps a selected language shown, in the last visible place', () => {
    const { shown, more } = splitLanguages(langs(8), 7);
    expect(shown.map((l) => l.id)).toEqual([1, 2, 3, 4, 7]);
    expect(more.map((l) => l.id)).toEqual([5, 6, 8]);
  });

  it('leaves the split alone when the selection is already shown or unknown', () => {
    expect(splitLanguages(langs(8), 2).shown.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]);
    expect(splitLanguages(langs(8), 99).more.map((l) => l.id)).toEqual([6, 7, 8]);
  });

  it('honours a custom size', () => {
    expect(splitLanguages(langs(4), 4, 2)).toEqual({
      shown: [langs(4)[0], langs(4)[3]],
      more: [langs(4)[1], langs(4)[2]],
    });
  });
});
