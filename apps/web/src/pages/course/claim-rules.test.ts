import { describe, expect, it } from 'vitest';
import { claimErrors, claimMessageKey } from './claim-rules.js';

describe('claimErrors (COURSE-025)', () => {
  it('requires name and phone', () => {
    expect(claimErrors({ name: ' ', phone: '' })).toEqual({ name: 'required', phone: 'required' });
  });
  it('checks the phone pattern', () => {
    expect(claimErrors({ name: 'Ann', phone: '+33 (6) 12-34' })).toEqual({});
    expect(claimErrors({ name: 'Ann', phone: '+33612345678' })).toEqual({});
    expect(claimErrors({ name: 'Ann', phone: '06 12 ab' })).toEqual({ phone: 'phoneInvalid' });
    expect(claimErrors({ name: 'Ann', phone: '++33' })).toEqual({ phone: 'phoneInvalid' });
  });
});

describe('claimMessageKey', () => {
  it('maps the spec texts and leaves others', () => {
    expect(claimMessageKey('Field is required')).toBe('required');
    expect(claimMessageKey('The value must be an phone number')).toBe('phoneInvalid');
    expect(claimMessageKey('You have already claimed this golf course')).toBeNull();
    expect(claimMessageKey(undefined)).toBeNull();
  });
});
