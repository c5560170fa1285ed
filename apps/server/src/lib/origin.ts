import type { Config } from '../config.js';

/**
 * D-14: the public origin of every absolute URL the server writes (mail links, canonical,
 * og:url, sitemap, robots): PUBLIC_URL without its trailing slash, or, when it is unset,
 * `http://localhost:PORT` (a safe default that never comes from Host or X-Forwarded-*).
 */
export function configuredOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `http://localhost:${config.PORT}`;
}
