import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_SAMPLE_MS, measureServerLoad, type ServerLoad } from './server-load.js';

let server: http.Server | undefined;
let load: ServerLoad | undefined;
afterEach(async () => {
  load?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Blocks this thread for `ms` (the event loop is busy, as under a render or a recompute). */
function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy
  }
}

describe('server load (decision 082)', () => {
  it('counts the requests read and not yet answered, aborted ones included', async () => {
    const held: http.ServerResponse[] = [];
    server = http.createServer((_req, res) => void held.push(res));
    load = measureServerLoad(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(load.inFlight()).toBe(0);

    const answered = fetch(`http://127.0.0.1:${port}/a`).then((r) => r.text());
    const aborted = new AbortController();
    const dropped = fetch(`http://127.0.0.1:${port}/b`, { signal: aborted.signal }).catch(
      () => 'aborted',
    );
    await vi.waitFor(() => expect(load!.inFlight()).toBe(2), { timeout: 10_000 });

    held[0]!.end('done');
    expect(await answered).toBe('done');
    await vi.waitFor(() => expect(load!.inFlight()).toBe(1), { timeout: 10_000 });
    aborted.abort();
    expect(await dropped).toBe('aborted');
    await vi.waitFor(() => expect(load!.inFlight()).toBe(0), { timeout: 10_000 });
  });

  it('reads the event loop busy after a long task and idle again after a quiet window', async () => {
    server = http.createServer();
    load = measureServerLoad(server);
    // a whole sampling window (and more) of work in one task
    await new Promise((resolve) => setTimeout(resolve, 0));
    spin(LOAD_SAMPLE_MS * 2);
    await vi.waitFor(() => expect(load!.utilization()).toBeGreaterThan(0.5), {
      timeout: 10_000,
      interval: 20,
    });
    await vi.waitFor(() => expect(load!.utilization()).toBeLessThan(0.2), {
      timeout: 10_000,
      interval: 20,
    });
  });
});
