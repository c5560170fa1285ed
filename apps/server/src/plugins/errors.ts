import fp from 'fastify-plugin';
import type { DatabaseHealth } from '../lib/db-health.js';
import { registerErrorHandler } from '../lib/error-handler.js';
import { errorBody } from '../lib/errors.js';
import { registerInputGuard } from '../lib/input-guard.js';

/** What the error-handling plugin reads: the embedded database's health (lib/db-health.ts). */
export interface ErrorHandlingOptions {
  health: DatabaseHealth;
}

/** Paths that still answer while the database is broken (a probe must see the state). */
const PROBES = new Set(['/api/healthz', '/api/readyz']);

/**
 * Error handling of the whole app (docs/architecture.md "Errors"), registered first so every
 * route and plugin below shares it: the one error handler (catalogue bodies, a 500 never leaks;
 * a server error tells `health` so a crashed embedded database is noticed), the input guard
 * (NUL characters, lone surrogates and nesting depth refused with 400), and the 503 'unavailable' with `Retry-After: 30`
 * answered to every request but the probes once the database is broken. Wrapped with
 * fastify-plugin: the handler and hooks apply to the root instance.
 */
export const errorHandling = fp<ErrorHandlingOptions>(
  async (app, { health }) => {
    registerErrorHandler(app, (err) => health.noteError(err));
    registerInputGuard(app);
    app.addHook('onRequest', async (request, reply) => {
      if (!health.broken || PROBES.has(request.url)) return;
      return reply.status(503).header('Retry-After', '30').send(errorBody('unavailable'));
    });
  },
  { name: 'bgc-error-handling' },
);
