// Lighthouse 12 (default config: mobile emulation, simulated throttling) on the production
// build served by the real server (PGlite), each page beside its static snapshot in the same
// run: the page's rendered DOM without scripts, served by the same server from the same origin.
// Runs alternate live, static, live, static …; the medians of each side, the ratios live/static
// and the load average around each page go to bench/results/lighthouse.json with every run.
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  cleanupAll,
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
import {
  captureSnapshot,
  connectBrowser,
  guestPages,
  memberWithPost,
  signedInTab,
  writeSnapshot,
} from './lighthouse-pages.mjs';
import { TARGETS, medians, summariseRun, verdict } from './lighthouse-report.mjs';

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
/** Lighthouse runs per page and side; the medians are reported. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
/** Only these page keys (comma-separated `BENCH_LH_PAGES`, e.g. `home,post`); all when unset. */
const ONLY = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean) ?? null;
/** The speed requirement's targets are all in the performance category. */
const CATEGORIES = ['performance'];

/** 1, 5 and 15 minute load averages, 2 decimals. */
const loadAverage = () => os.loadavg().map((x) => round(x, 2));

/** One Lighthouse run of `url` (in `page`, a puppeteer tab, when given). */
async function runOnce(side, url, port, page) {
  const t = Date.now();
  const runner = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    undefined,
    page,
  );
  const summary = summariseRun(side, url, runner.lhr);
  summary.ms = Date.now() - t;
  log(
    `  ${side.padEnd(7)} perf ${summary.scores.performance}  FCP ${summary.metrics.fcpMs}  LCP ${summary.metrics.lcpMs}  TBT ${summary.metrics.tbtMs}  CLS ${summary.metrics.cls}`,
  );
  return { summary, lhr: runner.lhr };
}

/**
 * The first render of a page in a fresh server runs cold code and may pass the renderer's time
 * limit, which then serves the bare shell (decision 025): two renders first, as any page a live
 * server has served before. Returns whether the last one was server-rendered.
 */
async function warmUp(url) {
  let serverRendered = false;
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(url, { headers: { 'accept-language': 'en' } })).text();
    serverRendered = html.includes('id="bgc-ssr"');
  }
  return serverRendered;
}

/** One page in the results: its medians per side (static: null without a snapshot), the verdict and every run. */
function pageResult(page, runs, extra) {
  const live = medians(runs.filter((r) => r.side === 'live'));
  const stat = medians(runs.filter((r) => r.side === 'static'));
  return { ...page, ...extra, live, static: stat, ...verdict(live, stat), runs };
}

export async function runLighthouse() {
  const logDir = logDirFor('lighthouse');
  const startedAt = Date.now();
  const machine = machineInfo();
  npmBuild('@bgc/web');
  npmBuild('@bgc/server');
  const entry = serverEntry();
  const { dir } = await preparedPgliteDir(logDir);
  let server = await startRealServer({ name: 'lighthouse-real', dataDir: dir, logDir });
  log(`lighthouse: real server on ${server.base}`);

  const signedIn = await memberWithPost(server.base);
  log(`lighthouse: member ${signedIn.member.user.id} wrote post ${signedIn.postId}`);
  const pages = (await guestPages(server.base, signedIn.postId)).filter(
    (p) => !ONLY || ONLY.includes(p.key),
  );

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
  const browser = await connectBrowser(chrome.port);
  const results = [];
  let lighthouseVersion = null;
  let userAgent = null;
  try {
    // the snapshots first: the server serves the top-level files it found when it started, so
    // a server started after them (same data folder) serves both sides
    const snapshots = new Map();
    for (const page of pages) {
      const url = server.base + page.path;
      await warmUp(url);
      const html = await captureSnapshot(browser, url);
      snapshots.set(page.key, {
        path: writeSnapshot(page.key, html),
        bytes: Buffer.byteLength(html),
      });
    }
    await server.stop();
    server = await startRealServer({ name: 'lighthouse-real-2', dataDir: dir, logDir });
    log(`lighthouse: snapshots written, real server again on ${server.base}`);
    for (const page of pages) {
      const url = server.base + page.path;
      const serverRenderedAtWarmUp = await warmUp(url);
      const { path: snapshotPath, bytes } = snapshots.get(page.key);
      const staticUrl = server.base + snapshotPath;
      const res = await fetch(staticUrl, { headers: { 'accept-encoding': 'gzip' } });
      if (res.status !== 200) throw new Error(`${snapshotPath} answered ${res.status}`);
      const snapshot = {
        path: snapshotPath,
        bytes,
        contentEncoding: res.headers.get('content-encoding'),
      };
      await res.arrayBuffer();

      const loadBefore = loadAverage();
      log(`lighthouse: ${page.name} ${page.path} beside ${snapshotPath} (load ${loadBefore})`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        for (const [side, u] of [
          ['live', url],
          ['static', staticUrl],
        ]) {
          const { summary, lhr } = await runOnce(side, u, chrome.port);
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment?.hostUserAgent;
          runs.push(summary);
        }
      }
      results.push(
        pageResult(page, runs, {
          serverRenderedAtWarmUp,
          snapshot,
          loadAverage: { before: loadBefore, after: loadAverage() },
        }),
      );
    }

    if (!ONLY || ONLY.includes('newsfeed-signed-in')) {
      // D-13: the signed-in newsfeed is rendered on the client; measured for the record, alone
      const page = {
        key: 'newsfeed-signed-in',
        name: 'newsfeed (signed in)',
        path: '/newsfeed.html',
      };
      const url = server.base + page.path;
      const loadBefore = loadAverage();
      log(`lighthouse: ${page.name} ${page.path} (load ${loadBefore})`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const tab = await signedInTab(browser, server.base, signedIn);
        try {
          runs.push((await runOnce('live', url, chrome.port, tab)).summary);
        } finally {
          await tab.close();
        }
      }
      results.push(
        pageResult(page, runs, {
          signedIn: true,
          loadAverage: { before: loadBefore, after: loadAverage() },
        }),
      );
    }
  } finally {
    await browser.disconnect();
    await stopChrome();
    await server.stop();
    await cleanupAll();
  }

  const out = {
    benchmark: 'lighthouse',
    machine,
    settings: {
      lighthouse: lighthouseVersion,
      formFactor:
        'mobile (Lighthouse default config: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)',
      categories: CATEGORIES,
      chrome: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      userAgent,
      server: `real server (${entry.mode}), PGlite, NODE_ENV=production, served from http://127.0.0.1 (no TLS)`,
      snapshot:
        'the page loaded in a tab of the same Chromium (Lighthouse mobile screen and user agent, network idle), document.documentElement.outerHTML without <script> and <link rel=modulepreload>, Emotion CSSOM rules written into their <style>; written with .br/.gz copies into apps/web/dist/bench-snapshot-<page>.html before the real server is started again on the same data, which serves them (same origin, same images, fonts and CSS)',
      runsPerSide: RUNS,
      order:
        'per page: live, static, live, static … (RUNS pairs); the signed-in newsfeed live only',
      reported: 'per page and side, the median of each metric and of the performance score',
    },
    targets: TARGETS,
    pages: results,
    allTargetsMet: results.every((r) => r.meetsTargets),
    durationMs: Date.now() - startedAt,
    loadAverage1mAtEnd: round(os.loadavg()[0], 2),
    logs: logDir,
  };
  writeResult('lighthouse', out);
  return out;
}

if (isMain(import.meta.url)) {
  runMain(runLighthouse, async (r) => {
    console.table(
      r.pages.map((p) => ({
        page: p.name,
        perf: p.live.performance,
        lcp: p.live.lcpMs,
        staticLcp: p.static?.lcpMs,
        lcpRatio: p.ratios?.lcp,
        tbt: p.live.tbtMs,
        cls: p.live.cls,
        met: p.meetsTargets,
      })),
    );
    await cleanupAll();
  });
}
