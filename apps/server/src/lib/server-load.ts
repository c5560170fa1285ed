import type { Server } from 'node:http';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * How busy this instance is, for decision 082: the server renders a guest page only while it
 * has room for it. Two signals, both needed to call the server busy:
 * - requests in flight: requests the HTTP server has read and not yet answered (a response's
 *   `close`, sent or aborted). The render's own API calls (`app.inject`) and WebSocket upgrades
 *   never reach the server's `request` event, so they are not counted;
 * - event-loop utilization (Node's `performance.eventLoopUtilization`) over the last sampling
 *   window: the share of the window the one JavaScript thread was running, 0–1. A slow upload
 *   keeps a request in flight without using the thread; a lone crawler walking pages one at a
 *   time keeps the thread busy without anyone waiting.
 */
export interface ServerLoad {
  /** Requests read by the HTTP server and not yet answered. */
  inFlight(): number;
  /** Event-loop utilization (0–1) of the last complete sampling window. */
  utilization(): number;
  /** Stops sampling (the server's `onClose`). */
  stop(): void;
}

/** Length of one event-loop utilization window, in ms. */
export const LOAD_SAMPLE_MS = 250;

/**
 * Starts measuring `server`'s load: counts its requests in flight and samples the event loop's
 * utilization every LOAD_SAMPLE_MS (an unref'd timer: it never keeps the process alive).
 */
export function measureServerLoad(server: Server): ServerLoad {
  let inFlight = 0;
  const onRequest = (_req: unknown, res: { once(event: 'close', fn: () => void): void }) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
  };
  server.on('request', onRequest);

  let mark: EventLoopUtilization = performance.eventLoopUtilization();
  let last = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    last = performance.eventLoopUtilization(now, mark).utilization;
    mark = now;
  }, LOAD_SAMPLE_MS);
  timer.unref();

  return {
    inFlight: () => inFlight,
    utilization: () => last,
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
