/**
 * Reference data: content languages of posts and reviews (D-08, I18N-014, OPEN-086), a table
 * separate from the six UI languages, with stable ids.
 *
 * Id rules (never change or reuse an id once shipped; add new languages at the end):
 *  - 1–99 are reserved for the ids of the original documents. Known: English 30, French 37,
 *    Japanese 60 (VLOG-003, CONST-036); they must keep these ids.
 *  - Languages added by BGC take ids from 101 upward, in the order of the list below.
 */
import { UI_LANGUAGES, type UiLanguage } from '@bgc/shared';

/** One content language: stable id, ISO 639-1 code, name in each UI language. */
export interface ContentLanguageSeed {
  id: number;
  code: string;
  names: Record<UiLanguage, string>;
}

/** Stable id of each content language by ISO 639-1 code (see the id rules above). */
export const CONTENT_LANGUAGE_IDS: Readonly<Record<string, number>> = {
  // Ids of the original documents (D-08).
  en: 30,
  fr: 37,
  ja: 60,
  // BGC ids, append-only.
  de: 101,
  es: 102,
  it: 103,
  vi: 104,
  pt: 105,
  nl: 106,
  sv: 107,
  da: 108,
  no: 109,
  fi: 110,
  pl: 111,
  cs: 112,
  ru: 113,
  uk: 114,
  zh: 115,
  ko: 116,
  th: 117,
  ar: 118,
  he: 119,
  tr: 120,
  el: 121,
  hu: 122,
  ro: 123,
  id: 124,
  ms: 125,
  hi: 126,
  bg: 127,
  hr: 128,
  sr: 129,
  sk: 130,
  sl: 131,
  et: 132,
  lv: 133,
  lt: 134,
  ca: 135,
  fa: 136,
  bn: 137,
  is: 138,
  af: 139,
};

/** Name of `code` in UI language `lang` from ICU, with its first letter upper-cased. */
function languageName(code: string, lang: UiLanguage): string {
  const name = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' }).of(code);
  if (!name) throw new Error(`ICU has no ${lang} name for language ${code}`);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/**
 * The content languages (D-08) sorted by id, named in en, fr, vi, it, de, es by
 * `Intl.DisplayNames` (full ICU), e.g. { id: 37, code: 'fr', names: { en: 'French', fr: 'Français', … } }.
 */
export function contentLanguageSeeds(): ContentLanguageSeed[] {
  return Object.entries(CONTENT_LANGUAGE_IDS)
    .map(([code, id]) => ({
      id,
      code,
      names: Object.fromEntries(
        UI_LANGUAGES.map((lang) => [lang, languageName(code, lang)]),
      ) as Record<UiLanguage, string>,
    }))
    .sort((a, b) => a.id - b.id);
}
