import { describe, expect, it } from 'vitest';
import { boundedJson, jsonBoundsError, SMALL_JSON_BOUNDS } from './bounded-json.js';
import { friendRequestSchema } from './members.schema.js';
import { z } from 'zod';

function deep(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i += 1) v = { a: v };
  return v;
}

describe('bounded JSON', () => {
  it('measures depth, keys and size without recursion', () => {
    expect(jsonBoundsError(deep(4), SMALL_JSON_BOUNDS)).toBeNull();
    expect(jsonBoundsError(deep(5), SMALL_JSON_BOUNDS)).toMatch(/deeper than 4/);
    expect(jsonBoundsError(deep(100_000), SMALL_JSON_BOUNDS)).toMatch(/deeper/);
    const wide = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i]));
    expect(jsonBoundsError(wide, SMALL_JSON_BOUNDS)).toMatch(/more than 64 keys/);
    expect(jsonBoundsError({ a: 'x'.repeat(5000) }, SMALL_JSON_BOUNDS)).toMatch(/larger/);
  });

  it('boundedJson refuses before the inner schema runs', () => {
    const schema = boundedJson(z.record(z.string(), z.unknown()));
    expect(schema.safeParse(deep(3)).success).toBe(true);
    expect(schema.safeParse(deep(1000)).success).toBe(false);
  });

  it('friendRequestSchema takes the finder fields (FIND-011) and refuses deep values', () => {
    const ok = friendRequestSchema.safeParse({
      friend: 7,
      requestData: {
        city: { id: 3, name: 'Hanoi' },
        dateFrom: '2026-05-01',
        dateTo: '2026-05-03',
        handicap: 12.5,
        mondayHas: true,
        mondayFrom: '08:00',
        mondayTo: '12:00',
      },
    });
    expect(ok.success).toBe(true);
    expect(friendRequestSchema.safeParse({ friend: 7, requestData: deep(1000) }).success).toBe(
      false,
    );
    expect(
      friendRequestSchema.safeParse({ friend: 7, requestData: { mondayFrom: '08:00:00:00:00' } })
        .success,
    ).toBe(false);
    expect(
      friendRequestSchema.safeParse({ friend: 7, requestData: { x: { y: { z: 1 } } } }).success,
    ).toBe(false);
    expect(friendRequestSchema.safeParse({ friend: 7 }).success).toBe(true);
  });
});
