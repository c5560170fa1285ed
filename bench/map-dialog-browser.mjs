// The map benchmark's browser side (decision 056): in Chromium, 'click → first marker drawn'
// for the full location list clustered in the browser and for the server's clusters, side by
// side in one test page, plus the real map dialog's. Used by map-locations.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { log, round } from './lib.mjs';

/** The server under test (set by browserMeasure). */
let BASE = '';

const require = createRequire(import.meta.url);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MAP_RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
/** The dialog's map box on a desktop (the e2e DESKTOP viewport's dialog, about). */
const MAP_BOX = { width: 1152, height: 740 };

/**
 * The harness page: a Leaflet map of the dialog's size at the dialog's world view (zoom 2
 * around 20° N). `window.run(mode)` does what the map did before decision 056 ('list': the full
 * list, parsed and added to leaflet.markercluster with the dialog's former options) or does now
 * ('clusters': the clusters of the view's snapped box, drawn as divIcons), and answers the ms
 * from its start to the first marker element in the DOM (and to the last for 'list').
 */
const HARNESS = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/__bench/leaflet.css"><link rel="stylesheet" href="/__bench/MarkerCluster.css">
<style>body{margin:0}#map{width:${MAP_BOX.width}px;height:${MAP_BOX.height}px}</style>
<script src="/__bench/leaflet.js"></script><script src="/__bench/leaflet.markercluster.js"></script>
</head><body><div id="map"></div><script>
const map = L.map('map', { minZoom: 2, maxZoom: 18, worldCopyJump: true }).setView([20, 0], 2);
const icon = (count) => L.divIcon({ className: 'bgc-map-cluster', html: '<span>' + count + '</span>', iconSize: [46, 46] });
const markerIcon = L.divIcon({ className: 'bgc-map-marker', html: '<span></span>', iconSize: [24, 24] });
function firstMarker(t0) {
  return new Promise((resolve) => {
    const seen = () => document.querySelector('#map .bgc-map-cluster, #map .bgc-map-marker');
    if (seen()) return resolve(performance.now() - t0);
    const o = new MutationObserver(() => { if (seen()) { o.disconnect(); resolve(performance.now() - t0); } });
    o.observe(document.getElementById('map'), { childList: true, subtree: true });
  });
}
function snapped() {
  const b = map.getBounds(), z = map.getZoom(), step = 360 / 2 ** z;
  const lat = (v, f) => Math.max(-90, Math.min(90, f(v / (step / 2)) * (step / 2)));
  let w = Math.floor(b.getWest() / step) * step, e = Math.ceil(b.getEast() / step) * step;
  if (e - w >= 360) { w = -180; e = 180; }
  return { zoom: z, bbox: [w, lat(b.getSouth(), Math.floor), e, lat(b.getNorth(), Math.ceil)].join(',') };
}
window.run = async (mode) => {
  const t0 = performance.now();
  const first = firstMarker(t0);
  if (mode === 'list') {
    const { list } = await (await fetch('/api/courses/locations')).json();
    const markers = [];
    for (const entry of list) {
      const [key, lat, lng] = entry.split(',');
      const la = Number(lat), ln = Number(lng);
      if (key && Number.isFinite(la) && Number.isFinite(ln)) markers.push(L.marker([la, ln], { icon: markerIcon, keyboard: true }));
    }
    let all;
    const done = new Promise((r) => (all = r));
    const group = L.markerClusterGroup({ chunkedLoading: true, chunkInterval: 150, chunkDelay: 20,
      showCoverageOnHover: false, removeOutsideVisibleBounds: true, maxClusterRadius: 60,
      iconCreateFunction: (c) => icon(c.getChildCount()),
      chunkProgress: (p, t) => { if (t === markers.length && p >= t) all(performance.now() - t0); } });
    map.addLayer(group);
    group.addLayers(markers, true);
    return { firstMs: await first, allMs: await done, asked: '/api/courses/locations' };
  }
  const view = snapped();
  const path = '/api/courses/location-clusters?zoom=' + view.zoom + '&bbox=' + view.bbox;
  const answer = await (await fetch(path)).json();
  for (const [lat, lng, count] of answer.clusters) L.marker([lat, lng], { icon: icon(count), keyboard: true }).addTo(map);
  for (const entry of answer.list) { const [, lat, lng] = entry.split(',').map(Number); L.marker([lat, lng], { icon: markerIcon, keyboard: true }).addTo(map); }
  return { firstMs: await first, asked: path };
};
</script></body></html>`;

/** Files the harness loads, served from node_modules through the page's routes. */
function harnessFiles() {
  const leaflet = (f) => readFileSync(require.resolve(`leaflet/dist/${f}`));
  const cluster = (f) => readFileSync(require.resolve(`leaflet.markercluster/dist/${f}`));
  return {
    '/__bench/map.html': ['text/html', Buffer.from(HARNESS)],
    '/__bench/leaflet.js': ['text/javascript', leaflet('leaflet.js')],
    '/__bench/leaflet.css': ['text/css', leaflet('leaflet.css')],
    '/__bench/leaflet.markercluster.js': ['text/javascript', cluster('leaflet.markercluster.js')],
    '/__bench/MarkerCluster.css': ['text/css', cluster('MarkerCluster.css')],
  };
}

/** A fresh context (empty HTTP cache) whose requests leave only for the server under test. */
async function freshPage(browser, viewport) {
  const context = await browser.newContext({ viewport });
  const origin = new URL(BASE).origin;
  const files = harnessFiles();
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    const file = files[url.pathname];
    if (file) return route.fulfill({ status: 200, contentType: file[0], body: file[1] });
    return route.continue();
  });
  return { context, page: await context.newPage() };
}

/**
 * The real dialog: the world ranking page (cookies accepted beforehand), a click on Map, and
 * the ms from that click to the first cluster or marker in the dialog's map.
 */
async function dialogRun(browser) {
  const { context, page } = await freshPage(browser, { width: 1280, height: 900 });
  await context.addInitScript(() => {
    window.localStorage.setItem('cookieData', JSON.stringify({ status: 200 }));
  });
  await page.goto(`${BASE}/top-golf-courses-worldwide.html`, { waitUntil: 'networkidle' });
  const button = page.getByRole('button', { name: 'Map', exact: true });
  await button.waitFor({ state: 'visible' });
  // hydrated: React's handlers on the server-rendered button (a click before does nothing)
  await page.waitForFunction(() => {
    const map = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Map');
    return !!map && Object.keys(map).some((k) => k.startsWith('__reactProps'));
  });
  await page.evaluate(() => {
    window.__mapFirst = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const t0 = performance.now();
          const seen = () =>
            document.querySelector(
              '[data-testid="course-map"] .bgc-map-cluster, [data-testid="course-map"] .bgc-map-marker',
            );
          const o = new MutationObserver(() => {
            if (seen()) {
              o.disconnect();
              resolve(performance.now() - t0);
            }
          });
          o.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
  });
  const asked = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/courses/location')) asked.push(u.pathname + u.search);
  });
  // a click without hovering first, so the hover's prefetch does not start before the clock
  await button.dispatchEvent('click');
  const firstMs = await page.evaluate(() => window.__mapFirst);
  await context.close();
  return { firstMs, asked: asked[0] ?? null };
}

/** `promise`, or an error naming `what` after `ms` (a run that hangs must not stall the bench). */
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? round(sorted[Math.floor((sorted.length - 1) / 2)], 1) : null;
};

/**
 * Decision 056: 'click → first marker drawn' in headless Chromium (cold HTTP cache each run),
 * the former full list and the server's clusters alternating in the same harness, then the real
 * dialog. Null (with the reason) when playwright-core or Chromium is missing.
 */
export async function browserMeasure(base) {
  BASE = base;
  if (!existsSync(CHROME_PATH)) return { skipped: `${CHROME_PATH} missing` };
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (err) {
    return { skipped: `playwright-core: ${err.message}` };
  }
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const runs = { list: [], clusters: [], dialog: [] };
    const once = async (mode) => {
      const { context, page } = await freshPage(browser, { width: 1280, height: 900 });
      await page.goto(`${BASE}/__bench/map.html`);
      const result = await within(
        page.evaluate((m) => window.run(m), mode),
        120_000,
        `harness ${mode}`,
      );
      await context.close();
      log(`  ${mode}: first marker ${round(result.firstMs, 1)} ms`);
      return result;
    };
    await once('clusters'); // warm the server's index and the JIT alike for both sides
    await once('list');
    for (let i = 0; i < MAP_RUNS; i++) {
      for (const mode of i % 2 ? ['clusters', 'list'] : ['list', 'clusters'])
        runs[mode].push(await once(mode));
    }
    for (let i = 0; i < MAP_RUNS; i++) {
      const run = await within(dialogRun(browser), 120_000, 'dialog').catch((err) => {
        log(`  dialog: ${err.message}`);
        return null;
      });
      if (!run) continue;
      log(`  dialog: click → first marker ${round(run.firstMs, 1)} ms`);
      runs.dialog.push(run);
    }
    const summary = (list, key) => ({
      medianMs: median(list.map((r) => r[key])),
      runsMs: list.map((r) => round(r[key], 1)),
    });
    return {
      browser: `${browser.version()} headless, --no-sandbox, cold HTTP cache per run`,
      mapBox: MAP_BOX,
      runsPerSide: MAP_RUNS,
      fullListInBrowser: {
        asked: runs.list[0]?.asked,
        firstMarker: summary(runs.list, 'firstMs'),
        allMarkersAdded: summary(runs.list, 'allMs'),
      },
      serverClusters: {
        asked: runs.clusters[0]?.asked,
        firstMarker: summary(runs.clusters, 'firstMs'),
      },
      dialogClickToFirstMarker: {
        page: '/top-golf-courses-worldwide.html, viewport 1280×900, hydrated, a click without hover (no prefetch before it), lazy dialog chunk included',
        runsTimedOut: MAP_RUNS - runs.dialog.length,
        asked: runs.dialog[0]?.asked,
        ...summary(runs.dialog, 'firstMs'),
      },
    };
  } finally {
    await browser.close();
  }
}
