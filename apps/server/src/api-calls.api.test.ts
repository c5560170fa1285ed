import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiCalls, apiErrorBodySchema, type ApiCallKey, type CallSchema } from '@bgc/shared';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SPA_TEMPLATE_DIR, testApp } from '../test/test-app.js';
import { TEST_LOG_LEVEL, testLogStream } from '../test/test-logs.js';

/**
 * Decision 045: the drift test between the routes the server registers and the call
 * declarations the SPA's types come from (packages/shared `apiCalls`). Every route is collected
 * with its schemas through fastify's `onRoute` hook while the app is built. Every `/api` route
 * but the exempt ones below has a declaration and every declaration a route; for each, the
 * params, query, body and every answer schema the route registers give the same JSON Schema
 * (zod's `toJSONSchema`, the request parts as they are taken, the answers as they are sent) as
 * the declaration's, which is the contract /api/docs publishes and the SPA's types read.
 */

/** `/api` routes with no declaration, and why: none of them is a JSON call of the SPA. */
const EXEMPT: ReadonlyArray<{ route: RegExp; reason: string }> = [
  { route: /^GET \/live$/, reason: 'the websocket of live events (D-15), not an HTTP call' },
  { route: /^GET \/docs(\/|$)/, reason: 'the OpenAPI document and its reference UI' },
  { route: /^GET \/open-data\/[\w-]+\.csv$/, reason: 'ODbL open-data downloads, CSV text' },
];

/** One registered route of one method, as `METHOD /path` without the `/api` base. */
interface Registered {
  key: string;
  schema: Partial<Record<'params' | 'querystring' | 'body', unknown>> & {
    response?: Record<string, unknown>;
  };
}

/** The JSON Schema of a zod schema, `io` the side that matters (what is taken or sent). */
const jsonOf = (schema: unknown, io: 'input' | 'output') =>
  schema instanceof z.ZodType ? z.toJSONSchema(schema, { io, unrepresentable: 'any' }) : schema;

/** The differences between a route's schemas and its declaration (empty when they agree). */
function drift(route: Registered, declared: CallSchema): string[] {
  const out: string[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    const mine = route.schema[part];
    const theirs = declared[part];
    if (mine === theirs) continue;
    if (JSON.stringify(jsonOf(mine, 'input')) !== JSON.stringify(jsonOf(theirs, 'input')))
      out.push(`${route.key}: ${part} differs`);
  }
  const answers = route.schema.response ?? {};
  const declaredAnswers = declared.response as Record<string, unknown>;
  const statuses = new Set([...Object.keys(answers), ...Object.keys(declaredAnswers)]);
  for (const status of statuses) {
    const mine = answers[status];
    const theirs = declaredAnswers[status];
    if (mine === theirs) continue;
    if (JSON.stringify(jsonOf(mine, 'output')) !== JSON.stringify(jsonOf(theirs, 'output')))
      out.push(`${route.key}: ${status} answer differs`);
  }
  return out;
}

/** The `:name` parameters of a path, in order. */
const pathParams = (key: string) => [...key.matchAll(/:(\w+)/g)].map((m) => m[1]);

describe('the call declarations and the registered routes (decision 045)', () => {
  const routes = new Map<string, Registered>();
  let app: FastifyInstance;

  beforeAll(async () => {
    const { database } = await testApp();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: TEST_LOG_LEVEL,
      WEB_DIST_DIR: SPA_TEMPLATE_DIR,
      DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/bgc-api-calls-${process.pid}`,
      // one address check per window, so the second one meets the per-route rate limit
      RATE_LIMIT_CHECK_EMAIL: '1',
    });
    const collect = (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url.slice('/api'.length)}`;
        routes.set(key, { key, schema: (route.schema ?? {}) as Registered['schema'] });
      }
    };
    app = await buildApp({
      config,
      database: { ...database, close: async () => undefined },
      onRoute: collect,
      logStream: testLogStream,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('collects the routes', () => {
    expect(routes.size).toBeGreaterThan(100);
    expect(routes.has('GET /courses')).toBe(true);
  });

  it('declares every /api route but the exempt ones, and nothing the server lacks', () => {
    const keys = Object.keys(apiCalls);
    const exempt = (key: string) => EXEMPT.some(({ route }) => route.test(key));
    const undeclared = [...routes.keys()].filter((key) => !exempt(key) && !keys.includes(key));
    const unrouted = keys.filter((key) => !routes.has(key));
    expect(undeclared).toEqual([]);
    expect(unrouted).toEqual([]);
    // an exemption that matches no route any more is removed from the table
    const unused = EXEMPT.filter(({ route }) => ![...routes.keys()].some((k) => route.test(k)));
    expect(unused).toEqual([]);
  });

  it('gives every declared call the schemas its route registers', () => {
    const found: string[] = [];
    for (const [key, declaration] of Object.entries(apiCalls)) {
      const route = routes.get(key);
      if (route) found.push(...drift(route, declaration.schema));
    }
    expect(found).toEqual([]);
  });

  it("names a path's parameters as its params schema does", () => {
    const found: string[] = [];
    for (const [key, { schema }] of Object.entries(apiCalls) as Array<
      [ApiCallKey, { schema: CallSchema }]
    >) {
      const names = pathParams(key).sort();
      const shape = schema.params instanceof z.ZodObject ? Object.keys(schema.params.shape) : [];
      if (JSON.stringify(names) !== JSON.stringify(shape.sort())) found.push(key);
    }
    expect(found).toEqual([]);
  });

  it('reads a multipart call as a form, with no JSON body schema', () => {
    const found: string[] = [];
    for (const [key, declaration] of Object.entries(apiCalls)) {
      if (!('multipart' in declaration)) continue;
      if (routes.get(key)?.schema.body !== undefined) found.push(key);
      const { fields, lists, files } = declaration.multipart;
      const names = [...Object.keys((fields as z.ZodObject).shape), ...lists, ...files];
      if (new Set(names).size !== names.length) found.push(`${key}: a name twice`);
    }
    expect(found).toEqual([]);
  });

  it('fails on a route that disagrees with its declaration', () => {
    const route = routes.get('GET /courses');
    expect(route).toBeDefined();
    const changed: Registered = {
      key: 'GET /courses',
      schema: { ...route!.schema, response: { 200: z.object({ list: z.array(z.string()) }) } },
    };
    expect(drift(changed, apiCalls['GET /courses'].schema)).toEqual([
      'GET /courses: 200 answer differs',
    ]);
    expect(drift(route!, apiCalls['GET /courses'].schema)).toEqual([]);
  });

  it("answers refusals with the catalogue's error body, the rate limit and the router included", async () => {
    const check = () => app.inject({ method: 'GET', url: '/api/check-email/a%40b.test' });
    expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    const body = apiErrorBodySchema.strict().parse(limited.json());
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests, retry in \d+ s$/);
    const invalid = await app.inject({ method: 'PUT', url: '/api/hosts/status/paused' });
    expect(invalid.statusCode).toBe(401);
    expect(apiErrorBodySchema.strict().parse(invalid.json()).error.code).toBe('unauthorized');
    const badQuery = await app.inject({ method: 'GET', url: '/api/courses?limit=100000' });
    expect(badQuery.statusCode).toBe(400);
    const refused = apiErrorBodySchema.strict().parse(badQuery.json()).error;
    expect(refused.code).toBe('validation_error');
    expect(Object.keys(refused.fields ?? {})).toContain('limit');
  });
});
