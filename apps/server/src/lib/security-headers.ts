import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';
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
 * security headers on every answer (HTML, API, /media, /assets) through
 * @fastify/helmet.
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
}): FastifyHelmetOptions {
  const tiles = tileOrigin(options.mapTileUrl);
  return {
    global: true,
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

/** Adds PERMISSIONS_POLICY to every answer of `app` (helmet has no such option). */
export function registerPermissionsPolicy(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
