// Map locations benchmark (MAP-007 / OPEN-010): autocannon against GET /api/courses/locations
// of an already running server (world = every course with coordinates, and one country),
// plus the answer's size raw and gzipped. Writes bench/results/map-locations.json.
//
//   BENCH_URL=http://127.0.0.1:3000 node bench/map-locations.mjs
//   (BENCH_DURATION=8 BENCH_WARMUP=2 BENCH_CONNECTIONS=10; BENCH_SERVER_PID=<pid> adds the
//    server's CPU time per request)
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import os from 'node:os';
import autocannon from 'autocannon';
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
  return {
    markers: list.length,
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
  const france = (await getJson(`${BASE}/api/countries/france`)).json.id;
  const world = '/api/courses/locations';
  const country = `/api/courses/locations?filter_country=${france}`;
  const worldSizes = await sizes(world);
  const countrySizes = await sizes(country);
  log(`world: ${worldSizes.markers} markers, ${worldSizes.rawBytes} B raw`);

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
  ];
  const results = [];
  for (const s of scenarios) {
    log(`${s.name}: ${WARMUP} s warm-up + ${DURATION} s…`);
    const m = await measure(s.path, s.headers);
    log(`  ${m.reqPerSec} req/s  p50 ${m.latencyMs.p50} ms  p99 ${m.latencyMs.p99} ms`);
    results.push({ ...s, ...m });
  }
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
    sizes: { world: worldSizes, country: { countryId: france, ...countrySizes } },
    scenarios: results,
    loadAverage1mAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
    durationMs: Date.now() - startedAt,
  };
  writeResult('map-locations', out);
  return out;
}

if (isMain(import.meta.url)) {
  runMapLocations()
    .then((r) => {
      console.log(JSON.stringify(r.sizes, null, 2));
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
