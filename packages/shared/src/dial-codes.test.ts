import { describe, expect, it } from 'vitest';
import data from './dial-codes.data.json' with { type: 'json' };
import { formatPhone, type DialCodeLists } from './dial-codes.js';

const lists: DialCodeLists = data;
const byIcon = (icon: string) => lists.en.find((e) => e.icon === icon)!;

describe('dial codes (D-07, PHONE-001..006)', () => {
  it('has 232 entries per language in one order, indexed 0..231', () => {
    expect(lists.en).toHaveLength(232);
    expect(lists.fr).toHaveLength(232);
    lists.en.forEach((e, i) => {
      expect(e.index).toBe(i);
      expect(lists.fr[i]!.icon).toBe(e.icon);
      expect(lists.fr[i]!.prefix).toBe(e.prefix);
    });
  });
  it('keeps prefixes as text with the spec shapes and shared codes', () => {
    expect(byIcon('us').prefix).toBe('001');
    expect(byIcon('ca').prefix).toBe('001');
    expect([byIcon('ru').prefix, byIcon('kz').prefix]).toEqual(['007', '007']);
    expect([byIcon('gp').prefix, byIcon('bl').prefix, byIcon('mf').prefix]).toEqual([
      '590',
      '590',
      '590',
    ]);
    expect(byIcon('fr').prefix).toBe('033');
  });
  it('fixes the quirks of the original list instead of copying them', () => {
    expect(byIcon('at').country_name).toBe('Austria');
    expect(byIcon('td').country_name).toBe('Chad');
    expect(lists.fr[byIcon('tr').index]!.country_name).toBe('Turquie');
    expect(lists.fr[byIcon('tg').index]!.country_name).toBe('Togo');
  });
  it('formats a phone as plus, prefix, digits (PHONE-007)', () => {
    expect(formatPhone('033', '06 12-34 56 78')).toBe('+330612345678');
    expect(formatPhone('001', '')).toBe('');
  });
});
