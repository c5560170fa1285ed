// `npm run bench`: builds once, then runs the benchmarks one after the other (the machine has
// few cores: nothing runs in parallel) and refreshes the figures table of bench/README.md.
//
//   node bench/run.mjs [--bundle] [--api] [--html] [--lighthouse]     (default: all four)
//   node bench/run.mjs --mixed      the mixed load on PostgreSQL (only when asked: mixed-load.mjs)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, cleanupAll, log, npmBuild, readResult } from './lib.mjs';

const argv = new Set(process.argv.slice(2));
const known = new Set(['--api', '--html', '--lighthouse', '--bundle', '--mixed', '--readme']);
for (const a of argv) {
  if (!known.has(a)) {
    console.error(
      `unknown option ${a}; usage: node bench/run.mjs [--bundle] [--api] [--html] [--lighthouse] [--mixed] | --readme`,
    );
    process.exit(2);
  }
}
// --readme: only rewrite the figures table of bench/README.md from results/*.json.
const readmeOnly = argv.has('--readme');
// the mixed load (several minutes, a PostgreSQL cluster of its own) runs only when asked
const all = argv.size === 0;
const want = {
  bundle: all || argv.has('--bundle'),
  api: all || argv.has('--api'),
  html: all || argv.has('--html'),
  lighthouse: all || argv.has('--lighthouse'),
  mixed: argv.has('--mixed'),
};

if (readmeOnly) {
  updateReadme();
  console.log('[bench] bench/README.md figures refreshed from bench/results/*.json');
} else {
  await runAll();
}

async function runAll() {
  const t0 = Date.now();
  // One log folder and one prepared PGlite data folder for the whole run (the API and the
  // Lighthouse steps share the first-start import).
  process.env.BENCH_LOG_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bgc-bench-logs-'));
  const ownPglite = !process.env.BENCH_PGLITE_DIR;
  process.env.BENCH_PGLITE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bgc-bench-pglite-'));
  log(`logs in ${process.env.BENCH_LOG_DIR}`);

  const status = {};
  async function step(name, fn) {
    const t = Date.now();
    try {
      await fn();
      status[name] = `ok (${((Date.now() - t) / 1000).toFixed(0)} s)`;
    } catch (err) {
      status[name] = `FAILED: ${String(err?.message ?? err).split('\n')[0]}`;
      console.error(`[bench] ${name} failed:`, err?.stack ?? err);
    } finally {
      await cleanupAll();
    }
  }

  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      if (want.bundle || want.html || want.lighthouse || want.mixed)
        await step('build web', () => npmBuild('@bgc/web'));
      if (want.api || want.html || want.lighthouse || want.mixed)
        await step('build server', () => npmBuild('@bgc/server'));
      process.env.BENCH_SKIP_BUILD = '1';
      process.env.BENCH_BUILT_BY_RUN = '1';
    }
    if (want.bundle && !String(status['build web'] ?? 'ok').startsWith('FAILED'))
      await step('bundle', async () => (await import('./bundle.mjs')).runBundle());
    if (want.api) await step('api', async () => (await import('./api.mjs')).runApi());
    if (want.html && !String(status['build web'] ?? 'ok').startsWith('FAILED'))
      await step('html', async () => (await import('./html.mjs')).runHtml());
    if (want.lighthouse && !String(status['build web'] ?? 'ok').startsWith('FAILED'))
      await step('lighthouse', async () => (await import('./lighthouse.mjs')).runLighthouse());
    if (want.mixed && !String(status['build web'] ?? 'ok').startsWith('FAILED'))
      await step('mixed', async () => {
        // mixed-load.mjs signs the members' writes with @bgc/shared (TypeScript, through tsx)
        (await import('tsx/esm/api')).register();
        await (await import('./mixed-load.mjs')).runMixed();
      });
  } finally {
    await cleanupAll();
    if (ownPglite) rmSync(process.env.BENCH_PGLITE_DIR, { recursive: true, force: true });
  }

  updateReadme();
  console.log('\n[bench] steps:', status);
  console.log(
    `[bench] total ${((Date.now() - t0) / 1000).toFixed(0)} s; results in bench/results/, logs in ${process.env.BENCH_LOG_DIR}`,
  );
  process.exitCode = Object.values(status).some((s) => s.startsWith('FAILED')) ? 1 : 0;
}

// ------------------------------------------------------------------ README figures

function kib(n) {
  return `${(n / 1024).toFixed(1)} KiB`;
}
/** CPU ms per request → µs, rounded. */
function cpu(ms) {
  return ms == null ? '?' : String(Math.round(ms * 1000));
}
function yes(b) {
  return b ? 'met' : '**not met**';
}

/** Markdown tables of the latest results (each file may come from a different run). */
function figures() {
  const api = readResult('api');
  const lh = readResult('lighthouse');
  const bundle = readResult('bundle');
  const m = api?.machine ?? lh?.machine ?? bundle?.machine;
  const out = [];
  if (m)
    out.push(
      `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}${m.postgres ? `, ${m.postgres}` : ''}.`,
      '',
    );
  const html = readResult('html');
  if (html && !html.error) {
    out.push(
      `### Server-rendered HTML (${html.machine.date.slice(0, 10)}; ${html.settings.page}, autocannon ${html.settings.connections} connections, ${html.settings.durationSec} s + ${html.settings.warmupSec} s warm-up, warm page cache)`,
      '',
      '| real req/s | bare req/s | ratio | real p50 / p99 ms | bare p50 / p99 ms | bytes | non-2xx | target p99 ≤ 20 ms |',
      '|---:|---:|---:|---|---|---:|---:|---|',
      `| ${Math.round(html.real.reqPerSec)} | ${Math.round(html.bare.reqPerSec)} | ${html.ratio.toFixed(2)} | ${html.real.latencyMs.p50.toFixed(2)} / ${html.real.latencyMs.p99.toFixed(2)} | ${html.bare.latencyMs.p50.toFixed(2)} / ${html.bare.latencyMs.p99.toFixed(2)} | ${html.responseBytes} | ${html.real.non2xx + html.bare.non2xx} | ${yes(html.meetsTarget)} |`,
      '',
    );
    // as a browser asks (br), the world ranking and a course page, warm; then course pages
    // no cache has seen, one at a time
    const warm = [
      ['world ranking', html.browser],
      [html.coursePage?.page, html.coursePage],
    ].filter(([, r]) => r && r.real);
    if (warm.length)
      out.push(
        '| as a browser asks (`Accept-Encoding: br, gzip`), warm | real req/s | bare req/s | ratio | real p50 / p99 ms | bytes | target p99 ≤ 20 ms |',
        '|---|---:|---:|---:|---|---:|---|',
        ...warm.map(
          ([name, r]) =>
            `| ${name} | ${Math.round(r.real.reqPerSec)} | ${Math.round(r.bare.reqPerSec)} | ${r.ratio.toFixed(2)} | ${r.real.latencyMs.p50.toFixed(2)} / ${r.real.latencyMs.p99.toFixed(2)} | ${r.responseBytes} | ${yes(r.meetsTarget)} |`,
        ),
        '',
      );
    const cold = html.uncachedCoursePages;
    if (cold)
      out.push(
        '| course pages no cache has seen, one connection | pages | p50 / p90 / p99 ms | server CPU ms/page | mean bytes | target p50 ≤ 40 ms |',
        '|---|---:|---|---:|---:|---|',
        `| ${cold.from} | ${cold.pages} (${cold.serverRendered} rendered) | ${cold.latencyMs.p50} / ${cold.latencyMs.p90} / ${cold.latencyMs.p99} | ${cold.serverCpuMsPerPage} | ${cold.meanBytes} | ${yes(cold.meetsTarget)} |`,
        '',
      );
  }
  if (api) {
    out.push(
      `### API (${api.machine.date.slice(0, 10)}; autocannon ${api.settings.connections} connections, ${api.settings.durationSec} s + ${api.settings.warmupSec} s warm-up; server: ${api.settings.serverEntry})`,
      '',
      '| db | scenario | real req/s | bare req/s | ratio | real p50 / p99 ms | bare p50 / p99 ms | CPU µs/req real (+ postgres) / bare | bytes | non-2xx | target ≥ 0.6 |',
      '|---|---|---:|---:|---:|---|---|---|---:|---:|---|',
    );
    for (const mode of api.modes) {
      if (mode.error) {
        out.push(
          `| ${mode.db} | — | failed: ${mode.error.split('\n')[0].slice(0, 120)} | | | | | | | |`,
        );
        continue;
      }
      for (const s of mode.scenarios) {
        out.push(
          `| ${mode.db} | ${s.name} | ${Math.round(s.real.reqPerSec)} | ${Math.round(s.bare.reqPerSec)}${s.bareNote ? '¹' : ''} | ${s.ratio.toFixed(2)} | ${s.real.latencyMs.p50.toFixed(2)} / ${s.real.latencyMs.p99.toFixed(2)} | ${s.bare.latencyMs.p50.toFixed(2)} / ${s.bare.latencyMs.p99.toFixed(2)} | ${cpu(s.real.serverCpuMsPerReq)}${s.real.postgresCpuMsPerReq != null ? ` (+ ${cpu(s.real.postgresCpuMsPerReq)})` : ''} / ${cpu(s.bare.serverCpuMsPerReq)} | ${s.responseBytes} | ${s.real.non2xx + (s.bareNote ? 0 : s.bare.non2xx)} | ${s.target == null ? 'n/a' : yes(s.meetsTarget)} |`,
        );
      }
    }
    out.push('', '¹ the bare run of `world`, measured just before.', '');
  }
  if (lh) out.push(...lighthouseTable(lh));
  if (bundle) {
    out.push(
      `### Initial JS per route (${bundle.machine.date.slice(0, 10)})`,
      '',
      `Entry (every route): ${kib(bundle.total)} gzipped (${kib(bundle.initial.totalRawBytes)} raw) in ${bundle.initial.files.length} file(s); target ≤ ${kib(bundle.targetGzipBytes.entry)}: ${yes(bundle.entryMeetsTarget)}.`,
      '',
      `| route | initial JS gzipped (entry + page chunk + its English catalogs and their table) | target ≤ ${kib(bundle.targetGzipBytes.route)} |`,
      '|---|---:|---|',
      ...(bundle.routes ?? []).map(
        (r) => `| ${r.name} | ${kib(r.initialGzipBytes)} | ${yes(r.meetsTarget)} |`,
      ),
      '',
    );
    const top = [...(bundle.initialComposition?.packages ?? [])]
      .sort((a, b) => b.gzipBytesAlone - a.gzipBytesAlone)
      .slice(0, 6);
    if (top.length)
      out.push(
        `Largest parts of the entry (gzip of each alone): ${top.map((p) => `${p.package} ${kib(p.gzipBytesAlone)}`).join(', ')}.`,
      );
    out.push('');
  }
  return out.join('\n');
}

/** "a → b" of the 1-minute load averages before and after a page. */
function loadSpan(p) {
  const la = p.loadAverage;
  return la ? `${la.before[0]} → ${la.after[0]}` : '?';
}

/**
 * The Lighthouse table: per page the live medians beside the static snapshot's (method in
 * bench/README.md), the ratios live/static and the load average around the page.
 */
function lighthouseTable(lh) {
  const t = lh.targets;
  const out = [
    `### Lighthouse ${lh.settings.lighthouse} mobile, live page beside its static snapshot (${lh.machine.date.slice(0, 10)}; median of ${lh.settings.runsPerSide} runs per side, alternated)`,
    '',
    `| page | live perf (≥ ${t.performance}) | live LCP ms | static LCP ms | LCP ratio (≤ ${t.lcpRatio}) | live TBT ms (≤ ${t.tbtMs}) | CLS (≤ ${t.cls}) | ratios FCP / TBT / perf | load avg 1 min before → after | targets met |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|---|',
  ];
  const dash = (v) => (v == null ? '—' : v);
  for (const p of lh.pages) {
    const r = p.ratios;
    out.push(
      `| ${p.name} | ${dash(p.live.performance)} | ${dash(p.live.lcpMs)} | ${dash(p.static?.lcpMs)} | ${dash(r?.lcp)} | ${dash(p.live.tbtMs)} | ${dash(p.live.cls)} | ${r ? `${dash(r.fcp)} / ${dash(r.tbt)} / ${dash(r.performance)}` : '—'} | ${loadSpan(p)} | ${p.meetsTargets ? 'yes' : `no: ${p.unmet.join('; ')}`} |`,
    );
  }
  out.push('');
  return out;
}

function updateReadme() {
  const file = path.join(benchDir, 'README.md');
  const start = '<!-- figures:start -->';
  const end = '<!-- figures:end -->';
  const block = `${start}\n${figures()}\n${end}`;
  mkdirSync(benchDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, `# Benchmarks\n\n## Latest figures\n\n${block}\n`);
    return;
  }
  const text = readFileSync(file, 'utf8');
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  writeFileSync(
    file,
    i >= 0 && j > i
      ? text.slice(0, i) + block + text.slice(j + end.length)
      : `${text.trimEnd()}\n\n## Latest figures\n\n${block}\n`,
  );
}
