/**
 * D-07 / PHONE-001..006: the phone dial-code lists, English and French, 232 entries each in
 * one order. Built by `scripts/build-dial-codes.mjs` from maintained data into
 * `dial-codes.data.json`; load that file lazily where a phone input needs it.
 */
export interface DialCode {
  /** Two-letter ISO code (lower case) that picks the flag. */
  icon: string;
  country_name: string;
  /** Calling code padded to 3 digits, kept as text ('001', '033', '590'). */
  prefix: string;
  /** 0..231, the same in both lists. */
  index: number;
}

export interface DialCodeLists {
  en: DialCode[];
  fr: DialCode[];
}

/** PHONE-007: the value sent for a phone input: '+' + calling code + digits. */
export function formatPhone(prefix: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits ? `+${prefix.replace(/^0+/, '')}${digits}` : '';
}
