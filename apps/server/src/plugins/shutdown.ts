import type { FastifyInstance } from 'fastify';

/** Close code of a live socket when the instance stops (RFC 6455 1012 'service restart'). */
export const LIVE_RESTART_CODE = 1012;

/**
 * `preClose` hook of a graceful shutdown (docs/operations.md "Rolling restart"): closes every
 * `/api/live` socket with 1012 'service restart' before @fastify/websocket's own close (which
 * would send no code); never 4401, which tells the SPA the session is gone. Registered before
 * @fastify/websocket so it runs first; HTTP requests in flight are drained by `app.close()`.
 */
export async function closeLiveSockets(this: FastifyInstance): Promise<void> {
  const server = (this as Partial<Pick<FastifyInstance, 'websocketServer'>>).websocketServer;
  for (const client of server?.clients ?? []) client.close(LIVE_RESTART_CODE, 'service restart');
}
