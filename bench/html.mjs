// Server-rendered HTML benchmark (decision 025): autocannon against the
// world ranking page of the real server (PGlite, production build, its server-side render and
// 5 s page cache warm) and, side by side in the same run, against a bare Fastify route sending
// the same HTML bytes; then the same as a browser asks for it (Accept-Encoding: br, gzip) against
// a bare route sending one brotli copy. Target: p99 ≤ 20 ms at 10 connections; the throughput
// ratio is reported as bench/api.mjs does for the API. Writes bench/results/html.json.
//
//   node bench/html.mjs            (BENCH_DURATION=8 BENCH_WARMUP=2 BENCH_CONNECTIONS=10)
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { measureSides } from './api.mjs';
import {
  benchDir,
  cleanupAll,
  freePort,
  httpGet,
  isMain,
  log,
  logDirFor,
  npmBuild,
  preparedPgliteDir,
  round,
  spawnLogged,
  startRealServer,
  waitForHttp,
  loadKnobs,
  autocannonResult,
  finishResult,
  runMain,
} from './lib.mjs';

const KNOBS = loadKnobs();
const TARGET_P99_MS = 20;
const PAGE = '/top-golf-courses-worldwide.html';
/** A browser's page request, without Accept-Encoding (bodies uncompressed on both sides). */
const HEADERS = { accept: 'text/html', 'accept-language': 'en' };
/** The same request as a browser sends it, accepting br (both sides answer brotli). */
const BROWSER_HEADERS = { ...HEADERS, 'accept-encoding': 'br, gzip' };

/**
 * The real server's PAGE against the bare route `bareUrl`, both asked with `headers`, in
 * alternating rounds: each side's figures, the ratio real/bare and whether the real p99 meets
 * the target; logged as it goes.
 */
async function measurePage(server, bareUrl, barePid, headers) {
  const m = await measureSides(
    {
      real: { url: server.base + PAGE, pid: server.pid, headers },
      bare: { url: bareUrl, pid: barePid, headers },
    },
    { postgres: false },
  );
  const ratio = round(m.real.reqPerSec / m.bare.reqPerSec, 3);
  const meetsTarget = m.real.latencyMs.p99 !== null && m.real.latencyMs.p99 <= TARGET_P99_MS;
  for (const side of ['real', 'bare'])
    log(
      `  ${side}: ${m[side].reqPerSec} req/s  p50 ${m[side].latencyMs.p50} ms  p99 ${m[side].latencyMs.p99} ms  non2xx ${m[side].non2xx}`,
    );
  log(`  ratio real/bare = ${ratio}; p99 target ${TARGET_P99_MS} ms met: ${meetsTarget}`);
  return { real: m.real, bare: m.bare, ratioByRound: m.ratioByRound, ratio, meetsTarget };
}

export async function runHtml() {
  const logDir = logDirFor('html');
  const startedAt = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    npmBuild('@bgc/web');
    npmBuild('@bgc/server');
  }
  const out = {
    ...autocannonResult('html', KNOBS, {
      page: PAGE,
      requestHeaders: 'Accept: text/html, Accept-Language: en, no Accept-Encoding',
      note: 'warm cache: the server renders the page once, then serves it from its 5 s page cache (decision 025) until it expires; the warm-up run fills it',
    }),
    targets: { p99Ms: TARGET_P99_MS },
  };
  try {
    const prepared = await preparedPgliteDir(logDir);
    const server = await startRealServer({ name: 'html-real', dataDir: prepared.dir, logDir });
    const sample = await httpGet(server.base + PAGE, HEADERS);
    const html = sample.body.toString('utf8');
    if (!html.includes('id="bgc-ssr"')) throw new Error(`${PAGE} is not server-rendered`);
    out.responseBytes = sample.body.length;

    const htmlFile = path.join(logDir, 'bare-page.html');
    writeFileSync(htmlFile, html);
    const port = await freePort();
    const bare = spawnLogged(
      'html-bare',
      process.execPath,
      [path.join(benchDir, 'bare-server.mjs')],
      {
        env: { ...process.env, PORT: String(port), BARE_HTML: htmlFile },
        logFile: path.join(logDir, 'html-bare.log'),
      },
    );
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, bare, 30_000);
    const bareBase = `http://127.0.0.1:${port}`;
    out.bareBytes = (await httpGet(`${bareBase}/bare-html`, HEADERS)).body.length;

    log(`html: ${PAGE} (${out.responseBytes} bytes) real + bare…`);
    Object.assign(out, await measurePage(server, `${bareBase}/bare-html`, bare.pid, HEADERS));

    // decision 074: as a browser asks (Accept-Encoding: br, gzip), the kept page is sent in the
    // brotli bytes made once; the bare route sends one brotli copy made at its start
    const coded = await httpGet(server.base + PAGE, BROWSER_HEADERS);
    log(`html, Accept-Encoding: br, gzip (${coded.body.length} bytes) real + bare…`);
    out.browser = {
      requestHeaders: 'Accept: text/html, Accept-Language: en, Accept-Encoding: br, gzip',
      contentEncoding: coded.headers['content-encoding'] ?? null,
      responseBytes: coded.body.length,
      ...(await measurePage(server, `${bareBase}/bare-html-br`, bare.pid, BROWSER_HEADERS)),
    };
    await bare.stop();
    await server.stop();
  } catch (err) {
    log(`html failed: ${err.stack ?? err}`);
    out.error = String(err.message ?? err);
  } finally {
    await cleanupAll();
  }
  return finishResult('html', out, { logDir, startedAt });
}

if (isMain(import.meta.url)) {
  runMain(runHtml, (r) => {
    process.exitCode = r.error ? 1 : 0;
  });
}
