/**
 * Pure model of the coaches page's language filter (VLOG-002, VLOG-003): the languages the
 * API lists for vlogs and coaching videos, the built-in fallback when it lists none, and the
 * split into the 5 radio entries shown and the rest offered in the 'More' dialog.
 */

/** A language of the filter; `count` is absent for the built-in fallback languages. */
export interface FilterLanguage {
  id: number;
  name: string;
  count?: number;
}

/** VLOG-002: radio entries shown before 'More'. */
export const SHOWN_LANGUAGES = 5;

/** VLOG-003: built-in fallback languages (ids of the language table) and their catalog keys. */
export const FALLBACK_LANGUAGES = [
  { id: 30, key: 'english' },
  { id: 37, key: 'french' },
  { id: 60, key: 'japanese' },
] as const;

/**
 * VLOG-003: the API's languages, or the fallback ones (named by `nameOf(key)`) when the API
 * gives none (no post yet, or the call failed).
 */
export function languagesOrFallback(
  languages: readonly FilterLanguage[] | undefined,
  nameOf: (key: (typeof FALLBACK_LANGUAGES)[number]['key']) => string,
): FilterLanguage[] {
  if (languages && languages.length > 0) return [...languages];
  return FALLBACK_LANGUAGES.map((l) => ({ id: l.id, name: nameOf(l.key) }));
}

/**
 * VLOG-002: the first `max` languages as radio entries and the others for the 'More' dialog.
 * A selected language that sits among the others takes the last visible place, so the
 * chosen radio is always on screen; the order is otherwise kept.
 */
export function splitLanguages(
  languages: readonly FilterLanguage[],
  selected: number,
  max: number = SHOWN_LANGUAGES,
): { shown: FilterLanguage[]; more: FilterLanguage[] } {
  const shown = languages.slice(0, max);
  const more = languages.slice(max);
  const index = more.findIndex((l) => l.id === selected);
  if (index < 0 || shown.length === 0) return { shown, more };
  const picked = more[index]!;
  const bumped = shown[shown.length - 1]!;
  return {
    shown: [...shown.slice(0, -1), picked],
    more: [bumped, ...more.filter((_, i) => i !== index)],
  };
}
