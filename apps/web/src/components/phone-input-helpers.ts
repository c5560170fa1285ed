import { PHONE_MAX, type DialCode, type DialCodeLists, type UiLanguage } from '@bgc/shared';

/**
 * Pure rules of the phone input (PHONE-007..009, AUTH-030, INPUT-010), unit-tested in
 * `phone-input-helpers.test.ts`.
 */

/** Local storage key of the saved country setting (an ISO 3166-1 alpha-2 code, any case). */
export const COUNTRY_STORAGE_KEY = 'bgc.country';

/** PHONE-008: the country a UI language stands for when no country is saved. */
export const LANGUAGE_DEFAULT_COUNTRY: Readonly<Record<UiLanguage, string>> = {
  en: 'us',
  fr: 'fr',
  vi: 'vn',
  it: 'it',
  de: 'de',
  es: 'es',
};

/** Among entries sharing a calling code, the one a bare '+1…' number is read as. */
const SHARED_CODE_PRIMARY: Readonly<Record<string, string>> = { '1': 'us', '7': 'ru', '590': 'gp' };

/** The calling code without its padding ('001' → '1', '033' → '33', '590' → '590'). */
export function callingCode(prefix: string): string {
  return prefix.replace(/^0+/, '');
}

/** Reads the saved country setting; null when absent or storage is unavailable. */
export function readSavedCountry(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * PHONE-008: the flag code (lower case) of the default dial code: the saved country when it
 * is a two-letter code, else the country of the UI language (fr→fr, vi→vn, it→it, de→de,
 * es→es, en and any other→us).
 */
export function defaultDialIcon(
  saved: string | null | undefined,
  language: string | undefined,
): string {
  const code = saved?.trim().toLowerCase();
  if (code && /^[a-z]{2}$/.test(code)) return code;
  return LANGUAGE_DEFAULT_COUNTRY[(language ?? 'en') as UiLanguage] ?? 'us';
}

/** PHONE-009: the French list when the UI language is French, else the English one. */
export function dialList(lists: DialCodeLists, language: string | undefined): DialCode[] {
  return language === 'fr' ? lists.fr : lists.en;
}

/** The list index (0..231) of a flag code, else the United States', else 0. */
export function dialIndexOf(list: readonly DialCode[], icon: string): number {
  const found = list.find((entry) => entry.icon === icon.toLowerCase());
  return found?.index ?? list.find((entry) => entry.icon === 'us')?.index ?? 0;
}

/** How many digits the local part may have so '+' + code + number stays within 15 digits. */
export function maxLocalDigits(prefix: string): number {
  return Math.max(1, PHONE_MAX - callingCode(prefix).length);
}

/** INPUT-010: keeps digits only, at most `max` of them. */
export function onlyDigits(input: string, max: number): string {
  return input.replace(/\D/g, '').slice(0, max);
}

export interface SplitPhone {
  /** List index of the dial code. */
  index: number;
  /** Local digits. */
  number: string;
}

/**
 * Reads a stored phone ('+33612345678') back into a dial code and local digits: the
 * longest calling code the digits start with; when several countries share it ('+1'), the
 * preferred country if it is one of them, else the usual one (US, Russia, Guadeloupe).
 * Null for an empty value or one no calling code matches.
 */
export function splitPhone(
  value: string,
  list: readonly DialCode[],
  preferredIcon: string,
): SplitPhone | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  let best: DialCode[] = [];
  let bestLength = 0;
  for (const entry of list) {
    const code = callingCode(entry.prefix);
    if (!code || !digits.startsWith(code)) continue;
    if (code.length > bestLength) {
      best = [entry];
      bestLength = code.length;
    } else if (code.length === bestLength) {
      best.push(entry);
    }
  }
  if (best.length === 0) return null;
  const code = digits.slice(0, bestLength);
  const pick =
    best.find((entry) => entry.icon === preferredIcon.toLowerCase()) ??
    best.find((entry) => entry.icon === SHARED_CODE_PRIMARY[code]) ??
    best[0]!;
  return { index: pick.index, number: digits.slice(bestLength) };
}
