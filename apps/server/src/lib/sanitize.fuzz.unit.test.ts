import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnMediaPath, plainText, sanitizeRichText } from './sanitize.js';

/** the sanitizer under random HTML-ish input. */
const fragment = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '<img src="/media/../x" onerror=alert(1)>',
    '<img src="/media/a.jpg">',
    '<a href="javascript:alert(1)">x</a>',
    '<p style="x">',
    '</p>',
    '<svg onload=alert(1)>',
    '<iframe src=//evil>',
    '\u0000',
    '\ud800',
    '\u202e',
    '<h1>t</h1>',
    '"><',
  ),
);
const html = fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(''));

describe('sanitizer fuzz', () => {
  it('never throws and never lets script, handlers or foreign images through', () => {
    fc.assert(
      fc.property(html, (input) => {
        const out = sanitizeRichText(input);
        expect(out).not.toMatch(/<script|<svg|<iframe|\son\w+=|javascript:|style=/i);
        for (const m of out.matchAll(/<img[^>]*src="([^"]*)"/g))
          expect(isOwnMediaPath(m[1]!)).toBe(true);
        expect(typeof plainText(input)).toBe('string');
      }),
      { numRuns: 400 },
    );
  });
});
