import { describe, expect, it } from 'vitest';
import { formatPhone, type DialCodeLists } from '@bgc/shared';
import data from '@bgc/shared/dial-codes.data.json' with { type: 'json' };
import {
  defaultDialIcon,
  dialIndexOf,
  dialList,
  maxLocalDigits,
  onlyDigits,
  splitPhone,
} from './phone-input-helpers.js';

const lists: DialCodeLists = data;

describe('defaultDialIcon (PHONE-008)', () => {
  it('prefers the saved country setting', () => {
    expect(defaultDialIcon('FR', 'en')).toBe('fr');
    expect(defaultDialIcon(' gb ', 'de')).toBe('gb');
  });
  it('falls back on the UI language', () => {
    expect(defaultDialIcon(null, 'fr')).toBe('fr');
    expect(defaultDialIcon(null, 'vi')).toBe('vn');
    expect(defaultDialIcon(null, 'it')).toBe('it');
    expect(defaultDialIcon(null, 'de')).toBe('de');
    expect(defaultDialIcon(null, 'es')).toBe('es');
    expect(defaultDialIcon(null, 'en')).toBe('us');
    expect(defaultDialIcon('not a code', 'xx')).toBe('us');
  });
});

describe('dial lists (PHONE-001, PHONE-009)', () => {
  it('shows French names in French only', () => {
    expect(dialList(lists, 'fr')).toBe(lists.fr);
    expect(dialList(lists, 'de')).toBe(lists.en);
    expect(dialList(lists, 'fr')[dialIndexOf(lists.fr, 'de')]?.country_name).toBe('Allemagne');
  });
  it('finds an index by flag code, else the US one', () => {
    const us = dialIndexOf(lists.en, 'us');
    expect(lists.en[us]?.icon).toBe('us');
    expect(dialIndexOf(lists.en, 'zz')).toBe(us);
  });
});

describe('digits (INPUT-010, AUTH-030)', () => {
  it('keeps digits only, within 15 digits with the calling code', () => {
    expect(onlyDigits('06 12-34.56 78', 20)).toBe('0612345678');
    expect(onlyDigits('abc', 5)).toBe('');
    expect(maxLocalDigits('001')).toBe(14);
    expect(maxLocalDigits('033')).toBe(13);
    expect(maxLocalDigits('590')).toBe(12);
  });
  it('sends plus, calling code and number', () => {
    expect(formatPhone('033', '612345678')).toBe('+33612345678');
  });
});

describe('splitPhone', () => {
  it('reads a stored number back', () => {
    const split = splitPhone('+33612345678', lists.en, 'us');
    expect(lists.en[split!.index]?.icon).toBe('fr');
    expect(split?.number).toBe('612345678');
  });
  it('picks the preferred country, else the usual one, for a shared code', () => {
    expect(lists.en[splitPhone('+15551234', lists.en, 'ca')!.index]?.icon).toBe('ca');
    expect(lists.en[splitPhone('+15551234', lists.en, 'fr')!.index]?.icon).toBe('us');
    expect(lists.en[splitPhone('+79161234567', lists.en, 'fr')!.index]?.icon).toBe('ru');
  });
  it('gives null for an empty value', () => {
    expect(splitPhone('', lists.en, 'us')).toBeNull();
  });
});
