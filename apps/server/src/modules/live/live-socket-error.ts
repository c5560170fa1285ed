import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * A live socket's error: the socket is dropped as @fastify/websocket does by default. A frame
 * the client got wrong (over LIVE_MAX_FRAME_BYTES, not masked, a bad opcode or UTF-8: the `ws`
 * receiver's `WS_ERR_*` codes) is the client's fault and logged as a warning; anything else is
 * the server's and stays an error.
 */
export function liveSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_'))
    request.log.warn({ code, message: error.message }, 'live socket: refused frame');
  else request.log.error(error);
  socket.terminate();
}
