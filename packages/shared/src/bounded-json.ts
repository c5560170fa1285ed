import { z } from 'zod';

/**
 * Bounded free-form JSON. Deeply nested or huge JSON values must never reach
 * the database (a 1,000-deep jsonb value crashed the embedded PostgreSQL), so every free-form
 * JSON input is checked against explicit limits before anything else looks at it.
 */
export interface JsonBounds {
  /** Deepest nesting of objects/arrays; a scalar is depth 0, `{}` depth 1. */
  maxDepth: number;
  /** Total number of object keys plus array items over the whole value. */
  maxKeys: number;
  /** Size of the value written as JSON, in UTF-16 code units (≈ bytes for ASCII). */
  maxBytes: number;
}

/** Defaults for small free-form records (e.g. the player finder's requestData). */
export const SMALL_JSON_BOUNDS: JsonBounds = { maxDepth: 4, maxKeys: 64, maxBytes: 4096 };

/**
 * Checks `value` against `bounds` without recursion (so a hostile depth cannot exhaust the
 * stack). Returns null when it fits, else a short English reason ('JSON nested deeper than 4').
 * Walks at most `maxKeys + 1` nodes, so the check itself is bounded too.
 */
export function jsonBoundsError(value: unknown, bounds: JsonBounds): string | null {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  let keys = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v === 'boolean') {
      bytes += 5;
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'JSON numbers must be finite';
      bytes += 24;
    } else if (typeof v === 'string') {
      bytes += v.length + 2;
    } else if (Array.isArray(v) || (typeof v === 'object' && v !== undefined)) {
      if (depth + 1 > bounds.maxDepth) return `JSON nested deeper than ${bounds.maxDepth}`;
      const entries = Array.isArray(v) ? v.map((item) => ['', item] as const) : Object.entries(v);
      keys += entries.length;
      if (keys > bounds.maxKeys) return `JSON has more than ${bounds.maxKeys} keys`;
      bytes += 2;
      for (const [key, item] of entries) {
        bytes += key.length + 4;
        stack.push({ v: item, depth: depth + 1 });
      }
    } else {
      return 'Not a JSON value';
    }
    if (bytes > bounds.maxBytes) return `JSON larger than ${bounds.maxBytes} bytes`;
  }
  return null;
}

/**
 * A zod schema that first checks the JSON bounds (400 'JSON nested deeper than …' etc.) and
 * only then validates with `inner`; `inner` never sees an unbounded value.
 */
export function boundedJson<T extends z.ZodType>(inner: T, bounds: JsonBounds = SMALL_JSON_BOUNDS) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const reason = jsonBoundsError(value, bounds);
      if (reason) ctx.addIssue({ code: 'custom', message: reason, abort: true });
    })
    .pipe(inner);
}
