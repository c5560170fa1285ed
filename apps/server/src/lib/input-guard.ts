import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.js';

/**
 * Deepest nesting any request body may have: the deepest real body is a few
 * levels; free-form parts have tighter schema bounds (`boundedJson`).
 */
export const INPUT_MAX_DEPTH = 32;

/** A UTF-16 surrogate without its partner: PostgreSQL cannot store it (jsonb refuses it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Where and why an input is refused, or null when it is fine. */
export interface InputProblem {
  /** Dotted path of the offending value ('requestData.city'), 'request' for the root. */
  field: string;
  reason: string;
}

/**
 * Walks a parsed input without recursion: a NUL character in any string or key (PostgreSQL
 * text cannot hold it) or nesting deeper than `maxDepth` is a problem.
 */
export function findInputProblem(value: unknown, maxDepth = INPUT_MAX_DEPTH): InputProblem | null {
  const stack: Array<{ v: unknown; path: string; depth: number }> = [
    { v: value, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000'))
        return { field: path || 'request', reason: 'Must not contain NUL characters' };
      if (LONE_SURROGATE.test(v)) return { field: path || 'request', reason: 'Invalid Unicode' };
    } else if (v !== null && typeof v === 'object') {
      if (depth + 1 > maxDepth)
        return { field: path || 'request', reason: `Nested deeper than ${maxDepth}` };
      for (const [key, item] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000') || LONE_SURROGATE.test(key))
          return { field: path || 'request', reason: 'Must not contain NUL characters' };
        stack.push({ v: item, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** Throws 400 `validation_error` naming the field when `value` has a problem. */
export function assertCleanInput(value: unknown, maxDepth = INPUT_MAX_DEPTH): void {
  const problem = findInputProblem(value, maxDepth);
  if (problem) {
    throw validationError(`Invalid parameter: ${problem.field}`, {
      [problem.field]: problem.reason,
    });
  }
}

/**
 * Root-level input defence for every route: before any schema runs,
 * path parameters, query and JSON body are refused with 400 when they hold a NUL character or
 * nest deeper than INPUT_MAX_DEPTH. Multipart text fields are checked in `readMultipart`.
 * Register before the routes so every encapsulated plugin inherits the hook.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.params);
    assertCleanInput(request.query);
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      assertCleanInput(request.body);
  });
}
