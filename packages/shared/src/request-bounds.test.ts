import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiCalls } from './api-paths.js';
import { DB_ID_MAX } from './constants.js';

/**
 * Every number a request carries is bounded (docs/style.md: bound every input), and an integer
 * stops at DB_ID_MAX, the range of the `integer` id columns: a number past that range once
 * reached PostgreSQL ('value out of range for type integer') and answered 500. The few fields
 * the rule does not fit are listed here, each with why it is safe.
 */
const EXEMPT: Record<string, string> = {
  'POST /chat/push-message body.messages[][].0':
    "a message's time, ms since the epoch, at most 2^53 - 1 (CHAT-006; bigint column)",
  'DELETE /chat/delete-message body.time':
    "the message's time, ms since the epoch, at most 2^53 - 1 (bigint column)",
  'POST /courses/review body.reviewData.overall':
    'accepted and ignored, never stored: the server computes the mean (D-09)',
  'POST /courses/review/:id body.reviewData.overall':
    'accepted and ignored, never stored: the server computes the mean (D-09)',
  'GET /media/list querystring.filter_type': 'coerced, then piped into the literal 1 or 2',
};

interface JsonSchemaNode {
  type?: string;
  maximum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode | JsonSchemaNode[];
  prefixItems?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  additionalProperties?: JsonSchemaNode | boolean;
}

/** Every numeric leaf of a JSON Schema: `[path, node]` (array items as `[]`, tuples by index). */
function numbers(node: JsonSchemaNode, path: string, out: Array<[string, JsonSchemaNode]>) {
  if (node.type === 'integer' || node.type === 'number') out.push([path, node]);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    numbers(child, `${path}.${key}`, out);
  if (Array.isArray(node.items)) node.items.forEach((c, i) => numbers(c, `${path}[].${i}`, out));
  else if (node.items) numbers(node.items, `${path}[]`, out);
  node.prefixItems?.forEach((c, i) => numbers(c, `${path}[].${i}`, out));
  for (const branch of [node.anyOf, node.oneOf, node.allOf])
    branch?.forEach((c) => numbers(c, path, out));
  if (node.additionalProperties && typeof node.additionalProperties === 'object')
    numbers(node.additionalProperties, `${path}.*`, out);
  return out;
}

/** The numeric fields of every declared call's path, query, JSON body and multipart form. */
function requestNumbers(): Array<[string, JsonSchemaNode]> {
  const out: Array<[string, JsonSchemaNode]> = [];
  for (const [key, call] of Object.entries(apiCalls)) {
    const declared = call as {
      schema: Partial<Record<'params' | 'querystring' | 'body', unknown>>;
      multipart?: { schema: unknown };
    };
    const parts = {
      params: declared.schema.params,
      querystring: declared.schema.querystring,
      body: declared.schema.body ?? declared.multipart?.schema,
    };
    for (const [part, schema] of Object.entries(parts))
      if (schema instanceof z.ZodType)
        numbers(
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode,
          `${key} ${part}`,
          out,
        );
  }
  return out;
}

describe('numbers in requests', () => {
  const fields = requestNumbers();

  it('finds the numeric fields of the declared calls', () => {
    expect(fields.some(([path]) => path === 'POST /chat/push-message body.partner')).toBe(true);
    expect(fields.some(([path]) => path.startsWith('GET /courses querystring.page'))).toBe(true);
  });

  it('bounds each one, ids to the id columns’ range', () => {
    const unbounded = fields
      .filter(
        ([path, node]) => node.enum === undefined && node.const === undefined && !(path in EXEMPT),
      )
      .filter(([, node]) => {
        const max = node.maximum ?? node.exclusiveMaximum;
        if (max === undefined) return true;
        return node.type === 'integer' && max > DB_ID_MAX;
      })
      .map(([path, node]) => `${path} (max ${node.maximum ?? node.exclusiveMaximum ?? 'none'})`);
    expect(unbounded).toEqual([]);
  });

  it('lists only fields that exist', () => {
    const paths = new Set(fields.map(([path]) => path));
    expect(Object.keys(EXEMPT).filter((path) => !paths.has(path))).toEqual([]);
  });
});
