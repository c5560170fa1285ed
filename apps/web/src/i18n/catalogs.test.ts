import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@bgc/shared';
import { catalogNamespaces, loadCatalog, markers } from './catalog-testing.js';

/**
 * docs/style.md §12: every namespace holds the English keys, placeholders and tags in each of the
 * five other languages, none left empty.
 */
describe.each(catalogNamespaces())('%s catalogs', (ns) => {
  const en = loadCatalog('en', ns);
  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has the English keys, placeholders and tags',
    (lang) => {
      const other = loadCatalog(lang, ns);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(markers(other.get(key) ?? ''), `${lang}:${key}`).toEqual(markers(text));
        expect(other.get(key)?.trim(), `${lang}:${key}`).not.toBe('');
      }
    },
  );
});
