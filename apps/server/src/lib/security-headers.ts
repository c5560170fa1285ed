import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { AFTER_PAINT_LOADER, COOKIE_CONSENT_SCRIPT } from '@bgc/shared';

/** A CSP source allowing exactly `script` inline, by its SHA-256 hash. */
const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP source that allows the consent head script of server-rendered pages. */
export const CONSENT_SCRIPT_HASH = scriptHash(COOKIE_CONSENT_SCRIPT);
/** Decision 069: the CSP source that allows the loader of the document's scripts after its first paint. */
export const AFTER_PAINT_LOADER_HASH = scriptHash(AFTER_PAINT_LOADER);

/**
 * Origin of the map tile template for img-src (MAP-001): 'https://{s}.tile.example/{z}/…'
 * gives 'https://*.tile.example'. Null when the template has no absolute origin.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?:\/\/[^/]+)/i.exec(template);
  if (!match) return null;
  return match[1]!.replace(/\{[a-z]+\}/gi, '*');
}

/**
 * The options of the security headers on every answer (HTML, API, /media, /assets), written by
 * helmet (`registerSecurityHeaders`). Every value is static: no directive depends on the request.
 * - CSP: scripts only from our origin, plus two inline scripts by their hashes: the consent
 *   script of server-rendered pages (COOKIE_CONSENT_SCRIPT) and the loader that adds the
 *   document's module scripts after its first paint (AFTER_PAINT_LOADER, decision 069); JSON-LD
 *   data blocks do not run; styles 'self' + 'unsafe-inline' because MUI/Emotion injects <style> tags at run
 *   time (a per-response nonce would not cover the client-side inserted rules); images from
 *   us, data:/blob: (crops, previews), YouTube thumbnails and the map tile origin; frames only
 *   youtube-nocookie embeds; no plugins; frame-ancestors 'none' (with X-Frame-Options DENY).
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin.
 * - HSTS only when the public origin is https (it means nothing over plain HTTP).
 */
export function helmetOptions(options: {
  publicOrigin: string;
  mapTileUrl: string;
}): HelmetOptions {
  const tiles = tileOrigin(options.mapTileUrl);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", CONSENT_SCRIPT_HASH, AFTER_PAINT_LOADER_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://i.ytimg.com',
          // channel logos fetched by VideoFacts
          'https://yt3.ggpht.com',
          'https://yt3.googleusercontent.com',
          ...(tiles ? [tiles] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube-nocookie.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.publicOrigin.startsWith('https://')
      ? { maxAge: 15_552_000, includeSubDomains: false }
      : false,
  };
}

/** The YouTube embed origin (frame-src above), the one frame granted player features. */
const YOUTUBE_EMBED = '"https://www.youtube-nocookie.com"';

/**
 * Decision 031: `Permissions-Policy` on every answer. Camera and microphone stay allowed for
 * our own origin (CHAT video calls use getUserMedia); the YouTube embed keeps what its iframe
 * asks for (autoplay, encrypted-media, picture-in-picture, fullscreen); the powerful features
 * BGC never uses are off for every frame. Only features Chromium knows are named, so the
 * header logs no console error.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  `autoplay=(self ${YOUTUBE_EMBED})`,
  `encrypted-media=(self ${YOUTUBE_EMBED})`,
  `picture-in-picture=(self ${YOUTUBE_EMBED})`,
  `fullscreen=(self ${YOUTUBE_EMBED})`,
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
].join(', ');

/**
 * The headers helmet's middleware writes for `options`, as `[name, value]` pairs in its order.
 * Helmet builds its middleware and renders the CSP from the options; run once here against a
 * response that only records, it yields the same headers for every answer. Throws if helmet
 * reports an error (an invalid directive) or if the options make a header depend on the request
 * (a CSP directive given as a function).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const csp = options.contentSecurityPolicy;
  const directives = csp && typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  for (const values of directives) {
    if (values && typeof values === 'object' && [...values].some((v) => typeof v === 'function'))
      throw new Error('a security header depends on the request; headers are computed once');
  }
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet reported an error');
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish synchronously');
  return [...headers];
}

/**
 * Writes the security headers on every answer of `app`: helmet's (`helmetOptions`, worked out
 * once by `helmetHeaders`) and PERMISSIONS_POLICY (helmet has no such option), on the raw
 * response in the first `onRequest` hook, so error answers, 404s and static files carry them
 * too and a route's own `reply.header` (the API reference's CSP) still overrides them. Helmet's
 * Fastify plugin built the middleware afresh, CSP included, for every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: [string, string][] = [
    ...helmetHeaders(options),
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
