import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { codedBody, negotiatedCoding, type CodedCopies } from './content-coding.js';

/**
 * Decision 075: an answer a service keeps in memory and hands to many requests (a ranking page,
 * the country lists) is frozen by `keepAnswer`, and a frozen answer is validated against its
 * route's response schema, serialized and given its ETag once, on its first request; later
 * requests for the same object reuse the JSON text and the tag, and a client accepting `br` or
 * `gzip` gets a copy compressed once. Freezing makes the reuse safe: the object cannot change
 * after its first serialization. Answers that are not frozen (every personal or freshly read
 * answer) are serialized on each request as before.
 */

/**
 * Recursively freezes a plain answer (objects and arrays) and answers it, now read-only. Binary
 * views (which cannot be frozen) are left as they are.
 */
export function keepAnswer<T>(answer: T): T {
  if (
    answer !== null &&
    typeof answer === 'object' &&
    !ArrayBuffer.isView(answer) &&
    !Object.isFrozen(answer)
  ) {
    for (const value of Object.values(answer)) keepAnswer(value);
    Object.freeze(answer);
  }
  return answer;
}

/** Whether `payload` is a kept answer (frozen by `keepAnswer`). */
function isKept(payload: unknown): payload is object {
  return payload !== null && typeof payload === 'object' && Object.isFrozen(payload);
}

/**
 * fastify-type-provider-zod's serializer compiler, with the JSON text of each kept answer
 * remembered per route and status (a `WeakMap`, so the text goes when the service drops the
 * answer). A failing validation throws as before and nothing is remembered.
 */
export const keptAnswerSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isKept(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(data);
      texts.set(data, text);
    }
    return text;
  };
};

const etags = new WeakMap<object, string>();

/**
 * The weak ETag of a public read's body (`W/"<sha1 of its JSON, base64url>"`), remembered for a
 * kept answer.
 */
export function answerEtag(payload: unknown): string {
  const kept = isKept(payload) ? etags.get(payload) : undefined;
  if (kept !== undefined) return kept;
  const etag = `W/"${createHash('sha1').update(JSON.stringify(payload)).digest('base64url')}"`;
  if (isKept(payload)) etags.set(payload, etag);
  return etag;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The kept answer this request is sending, seen before its serialization (decision 075). */
    keptAnswer: object | null;
  }
}

/** The compressed copies of each kept answer, per JSON text (one per route schema). */
const copies = new WeakMap<object, Map<string, CodedCopies>>();

function copiesOf(answer: object, text: string): CodedCopies {
  let byText = copies.get(answer);
  if (!byText) copies.set(answer, (byText = new Map<string, CodedCopies>()));
  let made = byText.get(text);
  if (!made) byText.set(text, (made = {}));
  return made;
}

/** Below this many bytes an answer is sent as it is (@fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

/**
 * Decision 075: a kept answer is sent to a client that accepts `br` or `gzip` as a copy
 * compressed once (`codedBody`), with `Content-Encoding` set so @fastify/compress leaves it
 * alone, and `accept-encoding` added to its `Vary`, as the plugin does. Register in the API
 * scope: its hooks run before the compression the plugin adds to each route.
 */
export function registerKeptAnswerCoding(app: FastifyInstance): void {
  app.decorateRequest('keptAnswer', null);
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (isKept(payload)) request.keptAnswer = payload;
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = request.keptAnswer;
    if (!answer || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
    const coding = negotiatedCoding(request);
    if (!coding) return payload;
    let body: Buffer;
    try {
      body = await codedBody(payload, copiesOf(answer, payload), coding);
    } catch (err) {
      request.log.warn({ err }, 'answer compression failed');
      return payload;
    }
    const vary = reply.getHeader('Vary');
    if (!/\baccept-encoding\b/i.test(String(vary ?? '')))
      reply.header('Vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('Content-Encoding', coding);
    return body;
  });
}
