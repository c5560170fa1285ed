import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@bgc/shared';

/** style.md §12: the 'ranking' and 'course' catalogs hold the same keys and placeholders in every language. */
type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, string> {
  const url = new URL(`../../i18n/locales/${lang}/${ns}.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(url, 'utf8')) as Catalog);
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe.each(['ranking', 'course'])('%s catalogs', (ns) => {
  const en = load('en', ns);
  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has the English keys and placeholders',
    (lang) => {
      const other = load(lang, ns);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(placeholders(other.get(key) ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
        expect(other.get(key)?.trim(), `${lang}:${key}`).not.toBe('');
      }
    },
  );
});
