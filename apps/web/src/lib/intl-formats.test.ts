import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat, relativeTimeFormat } from './intl-formats.js';

describe('kept Intl formatters', () => {
  it('answers one formatter per locale and options, formatting as a new one would', () => {
    const options = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    const a = numberFormat('fr', options);
    expect(numberFormat('fr', { ...options })).toBe(a);
    expect(numberFormat('de', options)).not.toBe(a);
    expect(numberFormat('fr', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('fr')).not.toBe(a);
    expect(a.format(4.25)).toBe(new Intl.NumberFormat('fr', options).format(4.25));
    const date = new Date('2025-03-12T14:05:00Z');
    const medium = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('de', medium).format(date)).toBe(
      new Intl.DateTimeFormat('de', medium).format(date),
    );
    expect(relativeTimeFormat('es', { numeric: 'auto' }).format(-1, 'day')).toBe('ayer');
    expect(displayNames(['it'], { type: 'region' }).of('FR')).toBe('Francia');
  });

  it('throws what Intl throws for a locale it rejects, every time, keeping nothing', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });
});
