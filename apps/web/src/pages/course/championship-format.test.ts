import { describe, expect, it } from 'vitest';
import { eventKey, formatYears, sourceSite } from './championship-format.js';

describe('championship history format', () => {
  it('joins runs of three or more years', () => {
    expect(formatYears([1934, 1935, 1936, 1937, 1946, 1947, 2025])).toBe(
      '1934–1937, 1946, 1947, 2025',
    );
    expect(formatYears([2019])).toBe('2019');
    expect(formatYears([])).toBe('');
  });
  it('keys events by their letters and labels sources by host', () => {
    expect(eventKey("U.S. Women's Open")).toBe('USWomensOpen');
    expect(sourceSite('https://www.golf.org.au/ausopen/courses/')).toBe('golf.org.au');
  });
});
