// Where the time of a bench run went: the server's per-route timings (its /metrics, decision
// 039) and the functions a server's `--cpu-prof` profile spent its CPU in (a PostgreSQL
// cluster's CPU: `clusterCpuMs` of processes.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { httpGet, round, root } from './lib.mjs';

/** A profile node's place: `function (file:line)`, the file relative to the repository. */
function placeOf({ functionName, url, lineNumber }) {
  let file = url.replace(/^file:\/\//, '');
  if (file.startsWith(root)) file = path.relative(root, file);
  else if (file.includes('/node_modules/'))
    file = file.slice(file.lastIndexOf('/node_modules/') + 1);
  return `${functionName || '(anonymous)'} (${file || 'native'}:${lineNumber + 1})`;
}

/** The package or folder a profile node's code belongs to (`node_modules/react-dom`, `apps/server/dist`). */
function areaOf(url) {
  const file = url.replace(/^file:\/\//, '');
  const nm = file.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + '/node_modules/'.length).split('/');
    return `node_modules/${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (file.startsWith(root)) return path.relative(root, file).split('/').slice(0, 3).join('/');
  return file ? 'node:internal' : '(native, gc, idle)';
}

/**
 * The self time of a `.cpuprofile` (V8 format) by function and by package: the `top` heaviest
 * of each, in ms and as a share of the profile's non-idle time.
 */
export function summariseCpuProfile(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dts = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++)
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dts[i] ?? 0));
  const byPlace = new Map();
  const byArea = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const place = placeOf(callFrame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const area = areaOf(callFrame.url);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  const rank = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({
        name,
        ms: Math.round(us / 1000),
        share: Math.round((us / busy) * 1000) / 1000,
      }));
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    byFunction: rank(byPlace),
    byArea: rank(byArea),
  };
}

/** `{ "route status": { count, seconds } }` of the server's request histogram (decision 039). */
export async function routeTimes(base, token) {
  const res = await httpGet(`${base}/metrics`, { authorization: `Bearer ${token}` });
  const out = {};
  const re = /^bgc_(http_request|db_query)_duration_seconds_(sum|count)\{([^}]*)\} (\S+)$/gm;
  for (const m of res.body.toString('utf8').matchAll(re)) {
    const labels = Object.fromEntries(
      [...m[3].matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
    );
    const key =
      m[1] === 'db_query'
        ? `db ${labels.outcome}`
        : `${labels.method} ${labels.route} ${labels.status}`;
    out[key] ??= { count: 0, seconds: 0 };
    out[key][m[2] === 'sum' ? 'seconds' : 'count'] += Number(m[4]);
  }
  return out;
}

/** The routes' share of the measured seconds (after − before), heaviest first. */
export function routeDelta(before, after, top = 20) {
  return Object.entries(after)
    .map(([key, a]) => {
      const b = before[key] ?? { count: 0, seconds: 0 };
      const count = a.count - b.count;
      const seconds = a.seconds - b.seconds;
      return {
        route: key,
        count,
        totalMs: round(seconds * 1000, 0),
        meanMs: round((seconds * 1000) / count, 2),
      };
    })
    .filter((r) => r.count > 0)
    .sort((x, y) => y.totalMs - x.totalMs)
    .slice(0, top);
}
