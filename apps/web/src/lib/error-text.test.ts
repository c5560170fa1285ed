import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '@bgc/shared';

/**
 * every code of the error catalogue has its text in the SPA's `errors`
 * namespace (the other five languages follow English: catalogs.test.ts), and nothing else
 * but the client-side `network`.
 */
describe('errors catalog', () => {
  const en = JSON.parse(
    readFileSync(new URL('../i18n/locales/en/errors.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;

  it('has one key per catalogue code, plus network', () => {
    expect(Object.keys(en).sort()).toEqual([...ERROR_CODES, 'network'].sort());
  });

  it('keeps the spec texts of the codes that have one (ERR-*)', () => {
    for (const code of [
      'invalid_credentials',
      'email_exists',
      'report_exists',
      'file_too_large',
      'blocked_by_user',
      'blocking_user',
    ] as const)
      expect(en[code]).toBe(ERRORS[code].message);
  });
});

describe('catalogueCodeOf (FILE-002: the server says why a file was refused)', () => {
  it('names the code whose English text a server message is, else null', async () => {
    const { catalogueCodeOf } = await import('./error-text.js');
    expect(catalogueCodeOf('The file is not an image')).toBe('invalid_image');
    expect(catalogueCodeOf(ERRORS.file_too_large.message)).toBe('file_too_large');
    expect(catalogueCodeOf('Something the catalogue does not say')).toBeNull();
  });
});
