// The mixed load's bookkeeping (bench/mixed-load.mjs): counters per request kind, the pages'
// latency per window of the run, and the summary per class and kind.
import { percentiles, round } from './lib.mjs';

/** Width of one window of the run's timeline, in s. */
export const WINDOW_SEC = 5;

/**
 * One counter per request kind: latencies (ms), statuses, errors, bytes, page-cache answers;
 * and `timed`, each answered page's due time and latency (ms), for the run's timeline.
 */
export function counters() {
  const kinds = new Map();
  const timed = [];
  return {
    timed,
    of(cls, kind) {
      const key = `${cls}/${kind}`;
      if (!kinds.has(key))
        kinds.set(key, { cls, kind, latencies: [], statuses: {}, errors: 0, bytes: 0, cache: {} });
      return kinds.get(key);
    },
    all: () => [...kinds.values()],
  };
}

/**
 * The pages' latency per WINDOW_SEC window of due times from `t0` (ms): where in the run the
 * slow answers fell (a ranking recompute, a garbage collection, a burst of renders).
 */
export function timeline(stats, t0) {
  const windows = [];
  for (const [due, ms] of stats.timed) {
    const w = Math.max(0, Math.floor((due - t0) / 1000 / WINDOW_SEC));
    (windows[w] ??= []).push(ms);
  }
  return [...windows].map((list, w) => ({
    fromSec: w * WINDOW_SEC,
    pages: list?.length ?? 0,
    ...(list?.length ? { p50: percentiles(list, 1).p50, p99: percentiles(list, 1).p99 } : {}),
  }));
}

/** Per class (ssr, api, write) and per kind: rate, latency percentiles, statuses, cache answers. */
export function summarise(stats, seconds) {
  const sum = (list) => {
    const latencies = list.flatMap((a) => a.latencies);
    const statuses = {};
    for (const a of list)
      for (const [s, n] of Object.entries(a.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    const cache = {};
    for (const a of list)
      for (const [s, n] of Object.entries(a.cache)) cache[s] = (cache[s] ?? 0) + n;
    const non2xx = Object.entries(statuses)
      .filter(([s]) => !s.startsWith('2'))
      .reduce((t, [, n]) => t + n, 0);
    return {
      requests: latencies.length,
      reqPerSec: round(latencies.length / seconds, 1),
      latencyMs: percentiles(latencies, 1),
      statuses,
      non2xx,
      errors: list.reduce((t, a) => t + a.errors, 0),
      ...(Object.keys(cache).length ? { pageCache: cache } : {}),
    };
  };
  const all = stats.all();
  const classes = {};
  for (const cls of ['ssr', 'api', 'write']) {
    const mine = all.filter((a) => a.cls === cls);
    classes[cls] = {
      ...sum(mine),
      byKind: Object.fromEntries(mine.map((a) => [a.kind, sum([a])])),
    };
  }
  return { overall: sum(all), classes };
}
