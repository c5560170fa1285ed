import { describe, expect, it } from 'vitest';
import { detectUiLanguage, pickAcceptLanguage } from './language-detection.js';

const base = { hostname: 'bestgolfcourses.com', port: '', stored: null, search: '' };

describe('D-08 language detection (I18N-002/003, OPEN-016, OPEN-071)', () => {
  it('uses the host prefix first', () => {
    expect(
      detectUiLanguage({
        ...base,
        hostname: 'fr.bestgolfcourses.com',
        stored: 'de',
        search: '?ln=it',
      }),
    ).toBe('fr');
    expect(detectUiLanguage({ ...base, hostname: 'vn.bestgolfcourses.com' })).toBe('vi');
    expect(detectUiLanguage({ ...base, hostname: 'it.bestgolfcourses.com' })).toBe('it');
    expect(detectUiLanguage({ ...base, hostname: 'de.bestgolfcourses.com' })).toBe('de');
  });
  it('then the development port map', () => {
    expect(detectUiLanguage({ ...base, hostname: 'localhost', port: '8082', stored: 'de' })).toBe(
      'vi',
    );
  });
  it('then the stored choice, then ln, else English', () => {
    expect(
      detectUiLanguage({
        ...base,
        hostname: 'www.bestgolfcourses.com',
        stored: 'es',
        search: '?ln=it',
      }),
    ).toBe('es');
    expect(detectUiLanguage({ ...base, stored: 'xx', search: '?ln=it' })).toBe('it');
    expect(detectUiLanguage({ ...base, search: 'ln=de' })).toBe('de');
    expect(detectUiLanguage({ ...base, search: '?ln=zz' })).toBe('en');
    expect(detectUiLanguage({ ...base, hostname: 'uk.bestgolfcourses.com' })).toBe('en');
  });
});

describe('Accept-Language (API-002)', () => {
  it('honours quality values and ignores regions and unknown languages', () => {
    expect(pickAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickAcceptLanguage('ja,fr;q=0.5,es;q=0.7')).toBe('es');
    expect(pickAcceptLanguage('ja')).toBe('en');
    expect(pickAcceptLanguage(undefined)).toBe('en');
    expect(pickAcceptLanguage('fr;q=0,vi')).toBe('vi');
  });
});
