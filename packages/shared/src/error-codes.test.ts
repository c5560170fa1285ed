import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.js';
import { ERRORS } from './error-catalogue.js';

describe('error codes (ERR-*)', () => {
  it('lists the codes of the catalogue, in its order', () => {
    expect(Object.keys(ERRORS)).toEqual([...ERROR_CODES]);
  });

  it('tells a catalogue code from anything else', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('report_exists')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('NOT_FOUND')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
