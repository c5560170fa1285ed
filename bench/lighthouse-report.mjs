// What lighthouse.mjs keeps of one Lighthouse run (scores, metrics, failing audits, the
// JavaScript downloaded, the LCP element) and how it folds the runs of a page: the median of
// each metric per side (live page, static snapshot), the ratios live/static and the targets of
// the speed requirement.
import { round } from './lib.mjs';

/** Per page: the live side's performance score (minimum) and metric limits (maximums). */
export const TARGETS = { performance: 95, tbtMs: 150, cls: 0.02, lcpRatio: 1.25 };

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
  };
}

/** Paths of the API calls the page made (a signed-in page calls the member's own routes). */
function apiCalls(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((i) => i.url.replace(/^https?:\/\/[^/]+/, ''))
    .filter((u) => u.startsWith('/api/'))
    .slice(0, 30);
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

/**
 * One run of one side, as kept in results/lighthouse.json: `{ side, path, scores (0–100),
 * metrics (ms; CLS unitless), failingAudits, javascript, apiCalls, totalByteWeight (bytes), lcpElement,
 * layoutShiftElements, benchmarkIndex, runWarnings }`.
 */
export function summariseRun(side, url, lhr) {
  const scores = {};
  for (const [id, cat] of Object.entries(lhr.categories))
    scores[id] = cat.score == null ? null : Math.round(cat.score * 100);
  const metrics = {};
  for (const [id, key] of Object.entries(METRICS)) {
    const v = lhr.audits[id]?.numericValue;
    metrics[key] =
      v == null ? null : id === 'cumulative-layout-shift' ? round(v, 3) : Math.round(v);
  }
  return {
    side,
    path: url.replace(/^https?:\/\/[^/]+/, ''),
    scores,
    metrics,
    failingAudits: failingAudits(lhr),
    javascript: scriptTransfer(lhr),
    apiCalls: apiCalls(lhr),
    totalByteWeight: lhr.audits['total-byte-weight']?.numericValue ?? null,
    lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element'])[0] ?? null,
    layoutShiftElements: nodesOf(lhr.audits['layout-shifts']),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runWarnings: lhr.runWarnings,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError } : {}),
  };
}

/** Median of numbers (mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const v = values.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Median performance score and median of each metric over a side's runs. */
export function medians(runs) {
  if (!runs.length) return null;
  const metrics = {};
  for (const key of Object.values(METRICS)) {
    const m = median(runs.map((r) => r.metrics[key]));
    metrics[key] = m == null ? null : key === 'cls' ? round(m, 3) : Math.round(m);
  }
  return { performance: median(runs.map((r) => r.scores.performance)), ...metrics };
}

/** live ÷ static, 2 decimals; null when either is missing or the static figure is 0. */
export function ratio(live, stat) {
  return live == null || stat == null || stat === 0 ? null : round(live / stat, 2);
}

/**
 * The page's verdict from the medians: `{ ratios: { lcp, fcp, tbt, performance }, meetsTargets,
 * unmet: [text] }`. Without a static side (signed-in newsfeed) the LCP ratio is not judged.
 */
export function verdict(live, stat) {
  const ratios = stat
    ? {
        lcp: ratio(live.lcpMs, stat.lcpMs),
        fcp: ratio(live.fcpMs, stat.fcpMs),
        tbt: ratio(live.tbtMs, stat.tbtMs),
        performance: ratio(live.performance, stat.performance),
      }
    : null;
  const unmet = [];
  if (live.performance == null || live.performance < TARGETS.performance)
    unmet.push(`performance ${live.performance} < ${TARGETS.performance}`);
  if (live.tbtMs == null || live.tbtMs > TARGETS.tbtMs)
    unmet.push(`TBT ${live.tbtMs} ms > ${TARGETS.tbtMs}`);
  if (live.cls == null || live.cls > TARGETS.cls) unmet.push(`CLS ${live.cls} > ${TARGETS.cls}`);
  if (ratios && (ratios.lcp == null || ratios.lcp > TARGETS.lcpRatio))
    unmet.push(`LCP ${ratios.lcp} × static > ${TARGETS.lcpRatio}`);
  return { ratios, meetsTargets: unmet.length === 0, unmet };
}
