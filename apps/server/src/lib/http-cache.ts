import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageDeclaration } from '@bgc/shared';
import { answerEtag } from './kept-answer.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * the response is the same for every caller (it reads no session), so it
     * carries an ETag and answers a matching `If-None-Match` with 304. Varies by language only.
     */
    publicRead?: boolean;
  }
}

/** Route option of the public reads (see `registerPublicReadEtags`). */
export const PUBLIC_READ = { config: { publicRead: true } } as const;

/** Whether `header` (an If-None-Match value) lists `etag`, compared weakly (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * ETags on the API reads that are the same for everyone (routes with `config.publicRead`). The
 * tag is a hash of the JSON body, taken before serialization and compression (so it is weak: the
 * bytes on the wire depend on the encoding), once per kept answer (decision 075). A GET whose
 * `If-None-Match` matches gets an empty 304. `Cache-Control: public, no-cache` lets browsers and
 * shared caches keep the body and revalidate it each time; `Vary: Accept-Language` because the
 * names in it are localized.
 */
export function registerPublicReadEtags(app: FastifyInstance): void {
  app.addHook(
    'preSerialization',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.routeOptions.config.publicRead) return payload;
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      const etag = answerEtag(payload);
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, no-cache')
        .header('Vary', 'Accept-Language');
      if (etagMatches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return null;
      }
      return payload;
    },
  );
  // a 304 has no body (RFC 9110 15.4.5): nothing is sent, not even the serialized `null`
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    reply.statusCode === 304 && request.routeOptions.config.publicRead ? '' : payload,
  );
}

/** Guest HTML may be kept this long by shared caches (seconds)… */
export const HTML_S_MAXAGE = 60;
/** …and served stale while one request refreshes it (seconds). */
export const HTML_STALE_WHILE_REVALIDATE = 300;

/**
 * `Cache-Control` of a page's HTML (decision 020, decision 033). A guest's successful page may
 * be shared by caches for a short time (`s-maxage`) and served stale while refreshed; browsers
 * revalidate (`max-age=0`). The page's language comes from its path, `ln` or
 * `Accept-Language`, and its coding from `Accept-Encoding`, hence the `Vary`. A request carrying credentials (an `Authorization` header
 * or any cookie) is a signed-in member's or may become personal: never stored by a shared cache.
 * A page the page table declares `private` (one-time codes, personal pages) is never stored.
 */
export function setPageCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: PageDeclaration | null,
): void {
  // the body is compressed by Accept-Encoding (decision 074; lower case, as @fastify/compress
  // looks for it before adding its own)
  reply.header('Vary', 'Accept-Language, Cookie, accept-encoding');
  if (page?.cache.kind === 'private') {
    reply.header('Cache-Control', 'private, no-store');
    return;
  }
  const personal = request.headers.authorization !== undefined || request.headers.cookie;
  if (personal || status !== 200) {
    reply.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
    return;
  }
  reply.header(
    'Cache-Control',
    `public, max-age=0, s-maxage=${HTML_S_MAXAGE}, stale-while-revalidate=${HTML_STALE_WHILE_REVALIDATE}`,
  );
}
