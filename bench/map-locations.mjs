// Map locations benchmark (MAP-007 / OPEN-010, decision 056): autocannon against
// GET /api/courses/locations (world = every course with coordinates, and one country) and
// GET /api/courses/location-clusters (the world view's first question) of an already running
// server, the answers' sizes raw and gzipped, and in Chromium 'click → first marker drawn' for
// the full list clustered in the browser and for the server's clusters, side by side, plus the
// real map dialog's. Writes bench/results/map-locations.json.
//
//   BENCH_URL=http://127.0.0.1:3000 node bench/map-locations.mjs
//   (BENCH_DURATION=8 BENCH_WARMUP=2 BENCH_CONNECTIONS=10; BENCH_SERVER_PID=<pid> adds the
//    server's CPU time per request; BENCH_MAP_RUNS=5 browser runs per side; CHROME_PATH)
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import os from 'node:os';
import autocannon from 'autocannon';
import { browserMeasure } from './map-dialog-browser.mjs';
import {
  getJson,
  httpGet,
  isMain,
  log,
  machineInfo,
  procCpuMs,
  round,
  writeResult,
  percentiles,
  loadKnobs,
} from './lib.mjs';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS } = loadKnobs();
const SERVER_PID = process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : null;

/** One autocannon run; latencies (ms, from per-response hrtime) of the 2xx/304 answers. */
async function cannon(url, seconds, headers, latencies) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { accept: 'application/json', ...headers },
  });
  const statuses = {};
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (latencies && ((statusCode >= 200 && statusCode < 300) || statusCode === 304))
      latencies.push(responseTime);
  });
  const t0 = process.hrtime.bigint();
  const result = await instance;
  return { result, statuses, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/** The answer of `path` once: sizes raw / gzip as served / gzip -9 and brotli of the raw body. */
async function sizes(path) {
  const plain = await getJson(BASE + path);
  const list = plain.json.list;
  if (!Array.isArray(list)) throw new Error(`${path}: no list in the answer`);
  const served = await httpGet(BASE + path, { 'accept-encoding': 'gzip' });
  const etag = served.headers.etag;
  let notModified = null;
  if (etag) notModified = (await httpGet(BASE + path, { 'if-none-match': etag })).status;
  const clusters = plain.json.clusters;
  return {
    markers: list.length,
    ...(Array.isArray(clusters)
      ? {
          clusters: clusters.length,
          coursesCounted: clusters.reduce((n, c) => n + c[2], 0) + list.length,
        }
      : {}),
    rawBytes: plain.bytes,
    servedGzipBytes: served.headers['content-encoding'] === 'gzip' ? served.body.length : null,
    servedContentEncoding: served.headers['content-encoding'] ?? 'identity',
    gzip9Bytes: gzipSync(plain.raw, { level: 9 }).length,
    brotliBytes: brotliCompressSync(plain.raw, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
    cacheControl: served.headers['cache-control'] ?? null,
    etag: etag ?? null,
    ifNoneMatchStatus: notModified,
  };
}

async function measure(path, headers) {
  if (WARMUP > 0) await cannon(BASE + path, WARMUP, headers, null);
  const latencies = [];
  const cpu0 = SERVER_PID ? procCpuMs(SERVER_PID) : null;
  const { result, statuses, seconds } = await cannon(BASE + path, DURATION, headers, latencies);
  const cpu1 = SERVER_PID ? procCpuMs(SERVER_PID) : null;
  const requests = result.requests.total;
  return {
    reqPerSec: round(requests / seconds, 1),
    latencyMs: percentiles(latencies),
    requests,
    bytesPerSec: round(result.throughput.total / seconds, 0),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuMsPerReq: cpu0 !== null && cpu1 !== null ? round((cpu1 - cpu0) / requests, 3) : null,
  };
}

export async function runMapLocations() {
  const startedAt = Date.now();
  const loadAverageAtStart = Math.round(os.loadavg()[0] * 100) / 100;
  const france = (await getJson(`${BASE}/api/countries/france`)).json.id;
  const world = '/api/courses/locations';
  const country = `/api/courses/locations?filter_country=${france}`;
  // the world view's first question on a desktop dialog (zoom 2, the whole world snapped)
  const clusters = '/api/courses/location-clusters?zoom=2&bbox=-180,-90,180,90';
  const worldSizes = await sizes(world);
  const countrySizes = await sizes(country);
  const clusterSizes = await sizes(clusters);
  log(`world: ${worldSizes.markers} markers, ${worldSizes.rawBytes} B raw`);
  log(
    `world clusters: ${clusterSizes.clusters} clusters + ${clusterSizes.markers} courses, ${clusterSizes.rawBytes} B raw`,
  );

  const scenarios = [
    { name: 'world', label: 'world, identity', path: world, headers: {} },
    {
      name: 'world-gzip',
      label: 'world, Accept-Encoding: gzip (as a browser asks)',
      path: world,
      headers: { 'accept-encoding': 'gzip' },
    },
    ...(worldSizes.etag
      ? [
          {
            name: 'world-304',
            label: 'world, If-None-Match (revalidation)',
            path: world,
            headers: { 'if-none-match': worldSizes.etag },
          },
        ]
      : []),
    {
      name: 'country',
      label: 'France, Accept-Encoding: gzip',
      path: country,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: 'clusters-world-gzip',
      label: 'clusters of the world view (zoom 2), Accept-Encoding: gzip',
      path: clusters,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: 'clusters-france-zoom6-gzip',
      label: 'clusters of a view of France (zoom 6), Accept-Encoding: gzip',
      path: '/api/courses/location-clusters?zoom=6&bbox=-11.25,39.375,16.875,53.4375',
      headers: { 'accept-encoding': 'gzip' },
    },
  ];
  const results = [];
  for (const s of scenarios) {
    log(`${s.name}: ${WARMUP} s warm-up + ${DURATION} s…`);
    const m = await measure(s.path, s.headers);
    log(`  ${m.reqPerSec} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms`);
    results.push({ ...s, ...m });
  }
  log('browser: click → first marker drawn…');
  const browser = await browserMeasure(BASE);
  if (browser.skipped) log(`  skipped: ${browser.skipped}`);
  else
    log(
      `  full list ${browser.fullListInBrowser.firstMarker.medianMs} ms, clusters ${browser.serverClusters.firstMarker.medianMs} ms, dialog ${browser.dialogClickToFirstMarker.medianMs} ms`,
    );
  const out = {
    benchmark: 'map-locations',
    machine: machineInfo(),
    settings: {
      tool: 'autocannon 8 (programmatic, in the orchestrating process)',
      server: BASE,
      connections: CONNECTIONS,
      durationSec: DURATION,
      warmupSec: WARMUP,
      note: 'Against an already running server (production build); autocannon and the server share the same cores.',
    },
    loadAverage1mAtStart: loadAverageAtStart,
    sizes: {
      world: worldSizes,
      country: { countryId: france, ...countrySizes },
      worldClusters: { path: clusters, ...clusterSizes },
    },
    scenarios: results,
    browser,
    loadAverage1mAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
    durationMs: Date.now() - startedAt,
  };
  writeResult('map-locations', out);
  return out;
}

if (isMain(import.meta.url)) {
  runMapLocations()
    .then((r) => {
      console.log(JSON.stringify({ sizes: r.sizes, browser: r.browser }, null, 2));
      console.table(
        r.scenarios.map((s) => ({
          scenario: s.name,
          reqPerSec: s.reqPerSec,
          p50: s.latencyMs.p50,
          p99: s.latencyMs.p99,
          statuses: JSON.stringify(s.statuses),
        })),
      );
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
