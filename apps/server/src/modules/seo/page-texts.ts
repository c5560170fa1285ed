import { PAGES, UI_LANGUAGES, type UiLanguage } from '@bgc/shared';
import { SEO_TEXTS, catalogText } from './seo.texts.js';

/**
 * Decision 033: the text of a page table reference (`PageDeclaration.title` / `description`):
 * `server:key` is a server-only text of `SeoTexts`, anything else a `namespace:dotted.key` of
 * the SPA catalogs. Throws on an unknown reference (see `PAGE_TEXTS`).
 */
export function pageText(lang: UiLanguage, ref: string): string {
  if (ref.startsWith('server:')) {
    const value = (SEO_TEXTS[lang] as unknown as Record<string, unknown>)[ref.slice(7)];
    if (typeof value !== 'string') throw new Error(`SEO text ${lang}/${ref} is missing`);
    return value;
  }
  return catalogText(lang, ref);
}

/**
 * Every title and description the page table names, in every language, resolved once at boot:
 * a page whose text is missing fails the server's start and the unit test, never a visitor.
 */
export const PAGE_TEXTS = Object.fromEntries(
  UI_LANGUAGES.map((lang) => [
    lang,
    new Map(
      Object.values(PAGES)
        .flatMap((page) => [page.title, page.description])
        .filter((ref): ref is string => ref !== null)
        .map((ref) => [ref, pageText(lang, ref)]),
    ),
  ]),
) as unknown as Readonly<Record<UiLanguage, ReadonlyMap<string, string>>>;
