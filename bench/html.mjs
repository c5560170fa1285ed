// Server-rendered HTML benchmark (decision 025): autocannon against the
// world ranking page of the real server (PGlite, production build, its server-side render and
// 5 s page cache warm) and, side by side in the same run, against a bare Fastify route sending
// the same HTML bytes; then the same as a browser asks for it (Accept-Encoding: br, gzip) against
// a bare route sending one brotli copy. Target: p99 ≤ 20 ms at 10 connections; the throughput
// ratio is reported as bench/api.mjs does for the API. Then a course page (the Old Course), warm
// as a browser asks for it, against its bare brotli copy (target p99 ≤ 20 ms at 10 connections),
// and course pages no cache has seen, one request at a time (a crawler's: every course once, so
// every answer is a render; target p50 ≤ 40 ms). Writes bench/results/html.json.
//
//   node bench/html.mjs            (BENCH_DURATION=8 BENCH_WARMUP=2 BENCH_CONNECTIONS=10,
//                                   BENCH_HTML_UNCACHED=200 course pages rendered one by one)
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
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
  percentiles,
  procCpuMs,
  autocannonResult,
  finishResult,
  runMain,
} from './lib.mjs';

const KNOBS = loadKnobs();
const TARGET_P99_MS = 20;
/** Target for a course page no cache holds, rendered at one connection (p50, ms). */
const TARGET_UNCACHED_P50_MS = 40;
const PAGE = '/top-golf-courses-worldwide.html';
/** How many course pages no cache has seen are rendered one after the other. */
const UNCACHED_PAGES = Number(process.env.BENCH_HTML_UNCACHED ?? 200);
/** World ranking pages (100 courses each) the uncached course pages come from: ranks 401–800. */
const UNCACHED_RANKING_PAGES = [5, 6, 7, 8];
/** A browser's page request, without Accept-Encoding (bodies uncompressed on both sides). */
const HEADERS = { accept: 'text/html', 'accept-language': 'en' };
/** The same request as a browser sends it, accepting br (both sides answer brotli). */
const BROWSER_HEADERS = { ...HEADERS, 'accept-encoding': 'br, gzip' };

/**
 * The real server's `page` against the bare route `bareUrl`, both asked with `headers`, in
 * alternating rounds: each side's figures, the ratio real/bare and whether the real p99 meets
 * the target; logged as it goes.
 */
async function measurePage(server, bareUrl, barePid, headers, page = PAGE) {
  const m = await measureSides(
    {
      real: { url: server.base + page, pid: server.pid, headers },
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

/** A course page's path (packages/shared routes.ts: `/top-golf-courses-{country}/{slug}-golf-course.html`). */
const coursePagePath = (c) => `/top-golf-courses-${c.country.slug}/${c.slug}-golf-course.html`;

/** The course pages of the world ranking's `pages` (100 each), as the API lists them. */
async function rankedCoursePaths(base, pages) {
  const paths = [];
  for (const page of pages) {
    const res = await httpGet(`${base}/api/courses?page=${page}&limit=100&sort_desc=point`);
    if (res.status !== 200)
      throw new Error(`the world ranking's page ${page} answered ${res.status}`);
    for (const c of JSON.parse(res.body.toString('utf8')).list ?? []) paths.push(coursePagePath(c));
  }
  return paths;
}

/**
 * Course pages no server-side cache has seen (each path once, English), one request at a time:
 * every answer is a render with its API reads. Latencies of the whole answer, how many were
 * server-rendered (a render past its time limit or refused as too busy is the shell) and their
 * mean size; the p50 against TARGET_UNCACHED_P50_MS.
 */
async function measureUncachedCoursePages(server, paths) {
  const latencies = [];
  let rendered = 0;
  let bytes = 0;
  let non200 = 0;
  const cpuBefore = procCpuMs(server.pid);
  for (const p of paths) {
    const started = process.hrtime.bigint();
    const res = await httpGet(server.base + p, HEADERS);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.status !== 200) non200 += 1;
    if (res.body.includes('id="bgc-ssr"')) rendered += 1;
    bytes += res.body.length;
  }
  const cpuMs = procCpuMs(server.pid) - cpuBefore;
  const latencyMs = percentiles(latencies, 1);
  const result = {
    requestHeaders: 'Accept: text/html, Accept-Language: en, no Accept-Encoding',
    connections: 1,
    pages: paths.length,
    from: `world ranking ranks ${(UNCACHED_RANKING_PAGES[0] - 1) * 100 + 1}–${(UNCACHED_RANKING_PAGES[0] - 1) * 100 + paths.length}, each page once`,
    latencyMs,
    serverRendered: rendered,
    non200,
    meanBytes: Math.round(bytes / Math.max(1, paths.length)),
    serverCpuMsPerPage: round(cpuMs / Math.max(1, paths.length), 1),
    targetP50Ms: TARGET_UNCACHED_P50_MS,
    meetsTarget: latencyMs.p50 !== null && latencyMs.p50 <= TARGET_UNCACHED_P50_MS,
  };
  log(
    `  ${paths.length} uncached course pages: p50 ${latencyMs.p50} ms  p90 ${latencyMs.p90} ms  p99 ${latencyMs.p99} ms, ${rendered} rendered, server CPU ${result.serverCpuMsPerPage} ms/page; p50 target ${TARGET_UNCACHED_P50_MS} ms met: ${result.meetsTarget}`,
  );
  return result;
}

/**
 * A bare Fastify route (bench/bare-server.mjs) serving the HTML in `htmlFile` as is and as one
 * brotli copy (`/bare-html`, `/bare-html-br`), logged as `name`: its base URL, pid and stop.
 */
async function startBare(name, htmlFile, logDir) {
  const port = await freePort();
  const bare = spawnLogged(name, process.execPath, [path.join(benchDir, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), BARE_HTML: htmlFile },
    logFile: path.join(logDir, `${name}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, bare, 30_000);
  return { base: `http://127.0.0.1:${port}`, pid: bare.pid, stop: () => bare.stop() };
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
    const bare = await startBare('html-bare', htmlFile, logDir);
    const bareBase = bare.base;
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

    // a course page (the Old Course, as in the Lighthouse table), warm, as a browser asks for it
    const oldCourse = (await rankedCoursePaths(server.base, [1])).find((p) =>
      p.includes('/st-andrews-links-old-course-golf-course.html'),
    );
    if (!oldCourse) throw new Error("the Old Course is not on the world ranking's first page");
    const courseSample = await httpGet(server.base + oldCourse, BROWSER_HEADERS);
    if (!brotliDecompressSync(courseSample.body).includes('id="bgc-ssr"'))
      throw new Error(`${oldCourse} is not server-rendered`);
    const courseFile = path.join(logDir, 'bare-course.html');
    writeFileSync(courseFile, (await httpGet(server.base + oldCourse, HEADERS)).body);
    const bareCourse = await startBare('html-bare-course', courseFile, logDir);
    log(`html: ${oldCourse} (${courseSample.body.length} brotli bytes), warm, real + bare…`);
    out.coursePage = {
      page: oldCourse,
      requestHeaders: 'Accept: text/html, Accept-Language: en, Accept-Encoding: br, gzip',
      contentEncoding: courseSample.headers['content-encoding'] ?? null,
      responseBytes: courseSample.body.length,
      ...(await measurePage(
        server,
        `${bareCourse.base}/bare-html-br`,
        bareCourse.pid,
        BROWSER_HEADERS,
        oldCourse,
      )),
    };
    await bareCourse.stop();

    // course pages no cache has seen, rendered one after the other (a crawler's walk)
    const uncached = (await rankedCoursePaths(server.base, UNCACHED_RANKING_PAGES)).slice(
      0,
      UNCACHED_PAGES,
    );
    log(`html: ${uncached.length} course pages no cache has seen, one at a time…`);
    out.uncachedCoursePages = await measureUncachedCoursePages(server, uncached);
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
