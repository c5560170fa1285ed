import { describe, expect, it } from 'vitest';
import { MSG } from '@bgc/shared';
import { loadCatalog } from '../../i18n/catalog-testing.js';
import { KNOWN_ERROR_CODES, SHOWN_MSG_KEYS } from './auth-helpers.js';

/** The 'auth' catalog keeps the spec's texts verbatim in English (parity: i18n/catalogs.test.ts). */
const en = loadCatalog('en', 'auth');

describe('auth catalogs', () => {
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
