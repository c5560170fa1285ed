import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * Decisions 074 and 075: bodies the server sends many times (a kept page, a kept API answer)
 * are compressed once per coding and the copy is reused, instead of @fastify/compress
 * compressing the same text again for every answer.
 */

/** A content coding a kept body is sent in. */
export type ContentCoding = 'br' | 'gzip';

/** The compressed copies of one text, each made on its first use. */
export type CodedCopies = Partial<Record<ContentCoding, Promise<Buffer>>>;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `text` in `coding`, compressed on its first use in zlib's thread pool with the settings
 * @fastify/compress uses for every other answer (brotli quality 4, gzip level 6) and kept in
 * `copies` for every later answer. A failed compression is forgotten.
 */
export function codedBody(
  text: string,
  copies: CodedCopies,
  coding: ContentCoding,
): Promise<Buffer> {
  const made = copies[coding];
  if (made) return made;
  const body =
    coding === 'br'
      ? brotliAsync(text, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
          },
        })
      : gzipAsync(text);
  copies[coding] = body;
  body.catch(() => {
    if (copies[coding] === body) delete copies[coding];
  });
  return body;
}

/**
 * The coding to send a kept body in: `br` or `gzip` as the request's `Accept-Encoding` prefers,
 * negotiated as @fastify/compress does (`*` and `x-gzip` read as gzip), or null for the text as
 * it is (no header, `identity` only, or `x-no-compression`).
 */
export function negotiatedCoding(request: FastifyRequest): ContentCoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);
}
