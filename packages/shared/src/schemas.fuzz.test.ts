import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.js';

/**
 * property-based fuzzing of every request/response schema in packages/shared.
 * Random JSON of any depth and character (NUL, lone surrogates, RTL marks) must only ever be
 * accepted or refused: no schema may throw.
 */
const nastyChar = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200f',
  '\ufeff',
  '💥',
  'é',
);
const nastyString = fc
  .array(fc.oneof(fc.string({ maxLength: 5 }), nastyChar), { maxLength: 12 })
  .map((parts) => parts.join(''));
const leaf = fc.oneof(
  nastyString,
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
);
const nastyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('email', 'id', 'requestData', 'page')),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;

/** A value nested `depth` times, as an object or an array. */
const deep = fc.tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean()).map(([depth, asArray]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i += 1) v = asArray ? [v] : { a: v, requestData: v };
  return v;
});

interface Parser {
  safeParse(value: unknown): { success: boolean };
}
const schemas: Array<[string, Parser]> = Object.entries(shared)
  .filter(([, value]) => value instanceof z.ZodType)
  .map(([name, value]) => [name, value as Parser]);

describe('every shared schema survives random input', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it('never throws on random JSON of any shape', () => {
    fc.assert(
      fc.property(fc.oneof(nastyJson, deep), (input) => {
        for (const [, schema] of schemas) {
          const result = schema.safeParse(input);
          expect(typeof result.success).toBe('boolean');
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('boundedJson refuses anything past its bounds', () => {
    fc.assert(
      fc.property(fc.oneof(nastyJson, deep), (input) => {
        const reason = shared.jsonBoundsError(input, shared.SMALL_JSON_BOUNDS);
        if (reason === null) expect(JSON.stringify(input).length).toBeLessThanOrEqual(8192);
      }),
      { numRuns: 300 },
    );
  });
});
