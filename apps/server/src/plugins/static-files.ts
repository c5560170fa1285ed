import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mediaVariantSource } from '@bgc/shared';
import type { Config } from '../config.js';
import { DiskMediaStore, mediaResponseHeaders, type MediaStore } from '../lib/media-store.js';

/**
 * The built SPA folder: WEB_DIST_DIR, else apps/web/dist found from this file in
 * `src/plugins/` or from the bundle in `dist/`; null when there is no built index.html.
 */
export function webDistDir(config: Config): string | null {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../../../web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** Folder of the flag SVGs shipped by the `flag-icons` package. */
function flagsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags');
}

/**
 * A `/media/…` file that is not stored. A photo's AVIF/WebP variant that was never made (a photo
 * stored before variants, or narrower than the width) redirects to its JPEG, so a `srcset`
 * entry never shows a broken image; anything else is a plain-text 404.
 */
export function missingMedia(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '';
  const source =
    request.method === 'GET' || request.method === 'HEAD' ? mediaVariantSource(pathname) : null;
  if (source) return reply.header('Cache-Control', 'public, max-age=86400').redirect(source, 302);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

/** Where the uploads are (local disk or S3). */
export interface MediaFilesOptions {
  media: MediaStore;
}

/**
 * Uploads under `/media/` and the flag SVGs under `/flags/`. Upload names are random and never
 * reused, so a file never changes (immutable, 30 days). On disk @fastify/static streams them
 * (ETag, ranges); from a bucket the route relays the object, and a missing one is
 * {@link missingMedia}. Decision 031: served as media only with an allowed type (else as an
 * attachment), with nosniff. Wrapped with fastify-plugin: the routes sit at the root; the
 * media headers hook stays inside its own scope.
 */
export const mediaFiles = fp<MediaFilesOptions>(
  async (app, { media }) => {
    if (media instanceof DiskMediaStore) {
      await app.register(async (scope) => {
        scope.addHook('onSend', async (request, reply, payload) => {
          // a file (200, 206 range, 304); not the 404 or the variant redirect
          if (reply.statusCode < 300 || reply.statusCode === 304)
            reply.headers(
              mediaResponseHeaders(new URL(request.url, 'http://x').pathname, undefined),
            );
          return payload;
        });
        await scope.register(fastifyStatic, {
          root: media.root,
          prefix: '/media/',
          decorateReply: false,
          maxAge: '30d',
          immutable: true,
        });
      });
    } else {
      app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
        const key = request.params['*'];
        const file = await media.get(key);
        if (!file) return missingMedia(request, reply);
        return reply
          .headers(mediaResponseHeaders(key, file.contentType))
          .header('Cache-Control', 'public, max-age=2592000, immutable')
          .send(file.data);
      });
    }
    await app.register(fastifyStatic, {
      root: flagsDir(),
      prefix: '/flags/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  },
  { name: 'bgc-media-files' },
);

/** The built SPA folder (see {@link webDistDir}). */
export interface SpaAssetsOptions {
  dist: string;
}

/**
 * The built SPA's files (no index: pages are answered by plugins/ssr.ts). The `.br` and `.gz`
 * copies written at build time (apps/web/scripts/precompress.mjs) are served when the client
 * accepts them, with `Vary: Accept-Encoding` (decision 033); hashed files under `assets/` are
 * immutable for a year, the others kept an hour. Decision 074: only `/assets/*` looks for a file
 * on disk; the files at the top of the build (`public/`'s favicon) get one route each at start,
 * so a page's path goes straight to the page route (plugins/ssr.ts). Wrapped with
 * fastify-plugin.
 */
export const spaAssets = fp<SpaAssetsOptions>(
  async (app, { dist }) => {
    const shared: FastifyStaticOptions = {
      decorateReply: false,
      index: false,
      preCompressed: true,
      // our own Cache-Control below (send's default would override it for precompressed files)
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // decision 033: the body depends on Accept-Encoding (br, gzip or none), so shared
        // caches must key on it
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    };
    await app.register(fastifyStatic, {
      ...shared,
      root: path.join(dist, 'assets'),
      prefix: '/assets/',
    });
    await app.register(fastifyStatic, {
      ...shared,
      root: dist,
      prefix: '/',
      wildcard: false,
      // top-level files only (`/assets/*` is above); the page route answers `/index.html`
      globIgnore: ['*/**/*', 'index.html', 'index.html.br', 'index.html.gz'],
    });
  },
  { name: 'bgc-spa-assets' },
);
