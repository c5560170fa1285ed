import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MSG, UI_LANGUAGES } from '@bgc/shared';
import { KNOWN_ERROR_CODES, SHOWN_MSG_KEYS } from './auth-helpers.js';

/** style.md §12: the 'auth' catalogs hold the same keys, placeholders and tags in every language. */
type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(lang: string): Map<string, string> {
  const url = new URL(`../../i18n/locales/${lang}/auth.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(url, 'utf8')) as Catalog);
}

/** `{{placeholders}}` and `<tags>` of a text, sorted. */
const markers = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();

const en = load('en');

describe('auth catalogs', () => {
  it.each(UI_LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s has the English keys, placeholders and tags',
    (lang) => {
      const other = load(lang);
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        expect(markers(other.get(key) ?? ''), `${lang}:${key}`).toEqual(markers(text));
        expect(other.get(key)?.trim(), `${lang}:${key}`).not.toBe('');
      }
    },
  );

  it('keeps the spec texts verbatim in English (ERR-044, ERR-006)', () => {
    for (const key of SHOWN_MSG_KEYS) expect(en.get(`msg.${key}`), key).toBe(MSG[key]);
    expect(en.get('register.title')).toBe('Become a MEMBER');
    expect(en.get('register.stepAccount')).toBe('Create Account');
    expect(en.get('register.stepInfo')).toBe('Information');
    expect(en.get('register.coach')).toBe("I'm a Coach");
    expect(en.get('register.golfer')).toBe("I'm a Golfer");
    expect(en.get('register.vlogger')).toBe("I'm a Vlogger");
    expect(en.get('forgot.backHome')).toBe('Back home');
    expect(en.get('dialog.warning')).toBe('Warning');
    expect(en.get('dialog.needLogin')).toBe('You need to login');
  });

  it('has a sentence for every known API error code', () => {
    for (const code of [...KNOWN_ERROR_CODES, 'network'])
      expect(en.has(`errors.${code}`), code).toBe(true);
  });
});
