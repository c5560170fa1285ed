import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorBodySchema } from '@bgc/shared';
import type { HelmetOptions } from 'helmet';

/** The version the OpenAPI document states (the server package's). */
export const API_VERSION = '0.1.0';

/** Where the reference UI lives; the OpenAPI document is `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

/** The id of the shared error body in the document (`#/components/schemas/ApiError`). */
export const API_ERROR_SCHEMA_ID = 'ApiError';

/** The error answers every `/api` call may give, all with the catalogue's error body. */
const ERROR_ANSWERS = {
  '4XX': 'Refused: the code (packages/shared/src/error-catalogue.ts) says why',
  '5XX': 'Server error or service unavailable',
} as const;

/**
 * jsonSchemaTransform plus the error answers: every `/api` call's 4XX and 5XX answers reference
 * the one error body of the catalogue, so /api/docs shows them. Only the
 * document changes; the routes' own serialisation stays that of their zod schemas.
 */
const withErrorAnswers: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  if (!input.url.startsWith('/api/') || input.url.startsWith(API_DOCS_PATH)) return out;
  const schema = out.schema ?? {};
  const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
  for (const [status, description] of Object.entries(ERROR_ANSWERS)) {
    // always JSON, also for the calls that produce something else (the CSV downloads)
    response[status] ??= {
      description,
      content: { 'application/json': { schema: { $ref: `${API_ERROR_SCHEMA_ID}#` } } },
    };
  }
  return { ...out, schema: { ...schema, response } };
};

/**
 * The schema of a CSV download (ODbL open data): documented as `text/csv`; the body is a
 * stream or a ready string, not serialised by the schema.
 */
export const csvAnswer = {
  produces: ['text/csv'],
  response: { 200: z.unknown().describe('CSV text, UTF-8, a header row first (streamed)') },
};

type Directives = Record<string, Iterable<string>>;

/**
 * The Content-Security-Policy of the reference UI's pages: the site's own policy
 * (security-headers.ts) plus the hashes of the UI's two inline blocks, which @fastify/swagger-ui
 * publishes as `swaggerCSP`. Its assets are served from our origin (no CDN).
 */
function docsCsp(site: Directives, swaggerCsp: { script: string[]; style: string[] }): string {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(site).map(([name, values]) => [name, [...values]]),
  );
  directives.scriptSrc = [...(directives.scriptSrc ?? ["'self'"]), ...swaggerCsp.script];
  directives.styleSrc = [...(directives.styleSrc ?? ["'self'"]), ...swaggerCsp.style];
  return Object.entries(directives)
    .map(
      ([name, values]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
    )
    .join('; ');
}

/**
 * the OpenAPI 3 document of every `/api` call, generated from the routes' zod
 * schemas (packages/shared) by fastify-type-provider-zod's `jsonSchemaTransform`, at
 * `/api/docs/json`, and its reference UI (Swagger UI, self-hosted) at `/api/docs`.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { helmet: HelmetOptions; version: string },
): Promise<void> {
  // the error body, once, as a shared schema the error answers reference
  app.addSchema({
    $id: API_ERROR_SCHEMA_ID,
    ...z.toJSONSchema(apiErrorBodySchema, { target: 'openapi-3.0' }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'BGC – Best Golf Courses API',
        description:
          'Every call of the SPA. Signed calls carry the D-01 `Authorization` header; errors are `{ error: { code, message, fields? } }` with a code of the catalogue (packages/shared/src/error-catalogue.ts).',
        version: options.version,
      },
    },
    transform: withErrorAnswers,
    // shared schemas keep their id as their name in components.schemas
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  const csp = options.helmet.contentSecurityPolicy;
  const site: Directives =
    csp && typeof csp === 'object' && csp.directives
      ? (csp.directives as unknown as Directives)
      : { defaultSrc: ["'self'"] };
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    // the UI fetches nothing from elsewhere; its inline blocks are allowed by hash
    transformStaticCSP: () => docsCsp(site, app.swaggerCSP),
  });
}
