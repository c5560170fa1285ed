// Lighthouse 12 (default config: mobile emulation, simulated throttling) on the production
// build served by the real server (PGlite): home, a ranking page and a course page.
// Writes bench/results/lighthouse.json.
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  cleanupAll,
  getJson,
  isMain,
  log,
  logDirFor,
  machineInfo,
  npmBuild,
  onCleanup,
  preparedPgliteDir,
  round,
  serverEntry,
  startRealServer,
  writeResult,
  runMain,
} from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/** Lighthouse runs per page; the median one is reported. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** the category scores (minimums) and metric limits (maximums) per page. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRIC_LIMITS = { lcpMs: 2000, tbtMs: 150, cls: 0.02 };
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'speedIndexMs',
  interactive: 'ttiMs',
};

/** Audits that count against a score (weighted in a category) and did not pass. */
function failingAudits(lhr) {
  const out = {};
  for (const [catId, cat] of Object.entries(lhr.categories)) {
    const failing = [];
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null) continue;
      if (['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode)) continue;
      const passed = a.scoreDisplayMode === 'binary' ? a.score === 1 : a.score >= 0.9;
      if (passed) continue;
      failing.push({
        id: a.id,
        score: round(a.score, 2),
        weight: ref.weight,
        ...(a.displayValue ? { value: a.displayValue } : {}),
      });
    }
    if (failing.length) out[catId] = failing;
  }
  return out;
}

/** JavaScript the page downloaded, as served (gzip: Chromium offers br only over HTTPS). */
function scriptTransfer(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  return {
    count: scripts.length,
    transferBytes: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0),
    resourceBytes: scripts.reduce((s, i) => s + (i.resourceSize ?? 0), 0),
    files: scripts.map((i) => ({
      url: i.url.replace(/^https?:\/\/[^/]+/, ''),
      transferBytes: i.transferSize,
      resourceBytes: i.resourceSize,
    })),
  };
}

/** Selectors and snippets of the DOM nodes an audit's details name. */
function nodesOf(audit) {
  const out = [];
  const visit = (v) => {
    if (!v || typeof v !== 'object') return;
    if (v.type === 'node' && (v.selector || v.snippet)) {
      out.push({ selector: v.selector, snippet: v.snippet?.slice(0, 160) });
      return;
    }
    for (const x of Array.isArray(v) ? v : Object.values(v)) visit(x);
  };
  visit(audit?.details);
  return out.slice(0, 5);
}

function summarise(name, url, lhr) {
  const scores = {};
  for (const [id, cat] of Object.entries(lhr.categories))
    scores[id] = cat.score == null ? null : Math.round(cat.score * 100);
  const metrics = {};
  for (const [id, key] of Object.entries(METRICS)) {
    const v = lhr.audits[id]?.numericValue;
    metrics[key] =
      v == null ? null : id === 'cumulative-layout-shift' ? round(v, 3) : Math.round(v);
  }
  const unmet = Object.entries(TARGETS)
    .filter(([id, min]) => scores[id] == null || scores[id] < min)
    .map(([id, min]) => `${id} ${scores[id]} < ${min}`)
    .concat(
      Object.entries(METRIC_LIMITS)
        .filter(([key, max]) => metrics[key] == null || metrics[key] > max)
        .map(([key, max]) => `${key} ${metrics[key]} > ${max}`),
    );
  return {
    name,
    path: url.replace(/^https?:\/\/[^/]+/, ''),
    finalUrl: lhr.finalDisplayedUrl?.replace(/^https?:\/\/[^/]+/, ''),
    scores,
    metrics,
    meetsTargets: unmet.length === 0,
    unmet,
    failingAudits: failingAudits(lhr),
    javascript: scriptTransfer(lhr),
    totalByteWeight: lhr.audits['total-byte-weight']?.numericValue ?? null,
    lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element'])[0] ?? null,
    layoutShiftElements: nodesOf(lhr.audits['layout-shifts']),
    runWarnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError } : {}),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

export async function runLighthouse() {
  const logDir = logDirFor('lighthouse');
  const startedAt = Date.now();
  npmBuild('@bgc/web');
  npmBuild('@bgc/server');
  const entry = serverEntry();
  const { dir } = await preparedPgliteDir(logDir);
  const server = await startRealServer({ name: 'lighthouse-real', dataDir: dir, logDir });
  log(`lighthouse: real server on ${server.base}`);

  const first = (await getJson(`${server.base}/api/courses?page=1&limit=1`)).json.list[0];
  const pages = [
    { name: 'home', path: '/' },
    { name: 'ranking (worldwide)', path: '/top-golf-courses-worldwide.html' },
    // a country ranking and the newsfeed are measured too
    {
      name: `ranking (${first.country.name})`,
      path: `/top-golf-courses-${first.country.slug}.html`,
    },
    { name: 'newsfeed', path: '/newsfeed.html' },
    {
      name: `course (${first.name})`,
      path: `/top-golf-courses-${first.country.slug}/${first.slug}-golf-course.html`,
    },
  ];

  process.env.CHROME_PATH = CHROME_PATH;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const stopChrome = onCleanup(async () => {
    try {
      await chrome.kill();
    } catch {
      /* gone */
    }
  });
  const results = [];
  let lighthouseVersion = null;
  let userAgent = null;
  try {
    for (const page of pages) {
      const url = server.base + page.path;
      // The first render of a page in a fresh server runs cold code (V8 has not compiled it yet)
      // and may pass the renderer's time limit, which then serves the bare shell (decision 025).
      // Two renders first, as any page a live server has served before; the measured runs still
      // each get a fresh render (the page cache keeps a page 5 s, a run takes longer).
      let serverRendered = false;
      for (let i = 0; i < 2; i++) {
        const html = await (await fetch(url, { headers: { 'accept-language': 'en' } })).text();
        serverRendered = html.includes('id="bgc-ssr"');
      }
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        log(`lighthouse: ${page.name} ${page.path} (run ${i + 1}/${RUNS})`);
        const t = Date.now();
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        const lhr = runner.lhr;
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment?.hostUserAgent;
        const summary = summarise(page.name, url, lhr);
        summary.ms = Date.now() - t;
        summary.serverRenderedAtWarmUp = serverRendered;
        log(
          `  ${JSON.stringify(summary.scores)}  LCP ${summary.metrics.lcpMs} ms  TBT ${summary.metrics.tbtMs} ms  CLS ${summary.metrics.cls}`,
        );
        runs.push(summary);
      }
      // The run of median performance score stands for the page (the machine is noisy:
      // simulated throttling scales the CPU work observed, so TBT moves with the load).
      const sorted = [...runs].sort(
        (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
      );
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      results.push({
        ...median,
        runs: runs.map((r) => ({
          scores: r.scores,
          metrics: r.metrics,
          benchmarkIndex: r.benchmarkIndex,
        })),
      });
    }
  } finally {
    await stopChrome();
    await server.stop();
  }

  const out = {
    benchmark: 'lighthouse',
    machine: machineInfo(),
    settings: {
      lighthouse: lighthouseVersion,
      formFactor:
        'mobile (Lighthouse default config: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)',
      chrome: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userAgent,
      server: `real server (${entry.mode}), PGlite, NODE_ENV=production, served from http://127.0.0.1 (no TLS)`,
      runsPerPage: RUNS,
      reported: 'per page, the run with the median performance score (all runs listed under runs)',
    },
    targets: { ...TARGETS, metricLimits: METRIC_LIMITS },
    pages: results,
    allTargetsMet: results.every((r) => r.meetsTargets),
    durationMs: Date.now() - startedAt,
    loadAverage1mAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
    logs: logDir,
  };
  writeResult('lighthouse', out);
  return out;
}

if (isMain(import.meta.url)) {
  runMain(runLighthouse, async (r) => {
    console.table(r.pages.map((p) => ({ page: p.name, ...p.scores, ...p.metrics })));
    await cleanupAll();
  });
}
