import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@bgc/shared';

import { apiSuite } from '../../../test/suite.js';

/**
 * the OpenAPI document is generated from the routes' zod schemas and lists
 * the calls of the seed (the contract's "calls" tables); its reference UI is served from our
 * origin under a CSP that lets it run.
 */
const suite = apiSuite();

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: JsonSchema & { $ref?: string } }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** The JSON schema of the 200 answer of `method path` in the document. */
const answer = (doc: OpenApiDocument, method: string, path: string) =>
  doc.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;

/** Calls named in /work/shared/seeds (method and path, OpenAPI spelling of the parameters). */
const SEED_CALLS: Array<[string, string]> = [
  ['post', '/api/auth'],
  ['post', '/api/register'],
  ['get', '/api/check-email/{email}'],
  ['post', '/api/request-reset-password'],
  ['post', '/api/reset-password'],
  ['put', '/api/me/password'],
  ['get', '/api/me'],
  ['put', '/api/me'],
  ['put', '/api/me/short-bio'],
  ['put', '/api/me/photo'],
  ['put', '/api/me/cover'],
  ['get', '/api/users/{id}'],
  ['get', '/api/home'],
  ['get', '/api/courses'],
  ['get', '/api/countries/all'],
  ['get', '/api/languages/all'],
  ['get', '/api/courses-played'],
  ['post', '/api/courses-played/{ids}'],
  ['delete', '/api/courses-played/{id}'],
  ['get', '/api/follow/following'],
  ['post', '/api/follow'],
  ['post', '/api/friend/request'],
  ['put', '/api/friend/accept/{id}'],
  ['put', '/api/friend/deny/{id}'],
  ['get', '/api/friend/list'],
  ['put', '/api/friend/block/{id}'],
  ['put', '/api/friend/unblock/{id}'],
  ['post', '/api/chat/push-message'],
  ['post', '/api/contact-pack'],
  ['post', '/api/contact-partner'],
  ['get', '/api/notification'],
  ['post', '/api/report'],
];

describe('OpenAPI document and reference UI', () => {
  it('lists the seed calls, generated from the zod schemas', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    const missing = SEED_CALLS.filter(([method, path]) => !doc.paths[path]?.[method]);
    expect(missing).toEqual([]);
    // the answers declared from packages/shared show with their fields
    expect(Object.keys(answer(doc, 'get', '/api/home')?.properties ?? {})).toEqual([
      'totalCourse',
      'totalCountry',
    ]);
    const courses = answer(doc, 'get', '/api/courses');
    expect(courses?.properties?.list?.items?.properties).toHaveProperty('slug');
    expect(answer(doc, 'get', '/api/courses/{id}')?.properties).toHaveProperty('rankingBasis');
  });

  it('declares a 2xx answer schema for every /api call (the websocket excepted)', async () => {
    const doc = (
      await suite.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const ok = Object.entries(operation.responses ?? {}).some(
          ([status, response]) =>
            /^2\d\d$/.test(status) &&
            (status === '204' ||
              Object.values(response.content ?? {}).some((media) => media.schema !== undefined)),
        );
        if (!ok) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('references the error body of the catalogue for the 4XX and 5XX answers of every call', async () => {
    const doc = (
      await suite.app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>();
    const error = doc.components?.schemas?.ApiError as
      { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } | undefined;
    expect(error?.properties?.error?.properties?.code?.enum).toEqual(ERROR_CODES);
    const unreferenced: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const status of ['4XX', '5XX']) {
          const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
          if (schema?.$ref !== '#/components/schemas/ApiError')
            unreferenced.push(`${status} ${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(unreferenced).toEqual([]);
  });

  it('serves the reference UI from our origin, its CSP allowing its own scripts only', async () => {
    const page = await suite.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[\w.-]+\/[^"']*\.(js|css)/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*https?:/);
    expect(csp).toContain("frame-ancestors 'none'");
    for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-initializer.js']) {
      const res = await suite.app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
      expect(res.statusCode, asset).toBe(200);
    }
  });
});
