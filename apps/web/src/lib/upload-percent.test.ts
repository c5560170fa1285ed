import { describe, expect, it } from 'vitest';
import { uploadPercent, uploadPhase } from './upload-percent.js';

describe('uploadPercent', () => {
  it('is null while the size is unknown, else the whole percent sent, at most 100', () => {
    expect(uploadPercent({ loaded: 10, total: 0 })).toBeNull();
    expect(uploadPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(uploadPercent({ loaded: 199, total: 200 })).toBe(99);
    expect(uploadPercent({ loaded: 250, total: 200 })).toBe(100);
  });
});

describe('uploadPhase (decision 044)', () => {
  it('prepares until the size is known, sends below it, processes once every byte is out', () => {
    expect(uploadPhase({ loaded: 0, total: 0, sent: false })).toBe('preparing');
    expect(uploadPhase({ loaded: 10, total: 200, sent: false })).toBe('sending');
    expect(uploadPhase({ loaded: 200, total: 200, sent: false })).toBe('processing');
    expect(uploadPhase({ loaded: 0, total: 0, sent: true })).toBe('processing');
  });
});
