import { slugify } from 'transliteration';

/**
 * Folds a name for search: Unicode NFKD, Latin combining accents removed (other
 * scripts' marks such as the Japanese dakuten kept, then recomposed), lower case,
 * whitespace collapsed ('Château l'Arc' -> 'chateau l'arc'). Used for the stored
 * `search_name` column and for the query text, so both sides match (SRCH-001).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/ß/g, 'ss')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .replace(/[Ææ]/g, 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * URL slug of a course name: transliterated to ASCII, lower-case kebab-case, at most
 * 80 characters; a trailing '-golf-course' is dropped because the course path adds it.
 * Names that transliterate to nothing give 'golf'.
 */
export function courseSlug(name: string): string {
  const base = slugify(name, { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '')
    .replace(/-golf-course$/, '');
  return base || 'golf';
}

/**
 * Decision 034: folds a text into search words: `foldForSearch`, '&' read as 'and', every other
 * character that is not a letter or digit a space, 'saint'/'st.' as 'st' ('Saint-Cloud &
 * Co.' → 'st cloud and co'). Used for the stored `search_text` and for each typed token.
 */
export function foldForTokens(text: string): string {
  return foldForSearch(text)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean)
    .map((w) => (w === 'saint' ? 'st' : w))
    .join(' ');
}
