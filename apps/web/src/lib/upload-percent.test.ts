import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-percent.js';

describe('uploadPercent', () => {
  it('is null while the size is unknown, else the whole percent sent, at most 100', () => {
    expect(uploadPercent({ loaded: 10, total: 0 })).toBeNull();
    expect(uploadPercent({ loaded: 0, total: 200 })).toBe(0);
    expect(uploadPercent({ loaded: 199, total: 200 })).toBe(99);
    expect(uploadPercent({ loaded: 250, total: 200 })).toBe(100);
  });
});
