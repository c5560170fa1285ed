import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { bootstrapDatabase, type BootstrapOptions } from '../../seed/bootstrap.js';
import { rankingReport, type RankingReport } from './ranking-report.js';

/** The report as plain text (one figure a line, then the lists). */
export function formatRankingReport(r: RankingReport): string {
  const out: string[] = [];
  const w = r.worldListed;
  out.push(
    `World-listed courses (>= 3 world-list editions): ${w.count}; in the world top 100: ${w.inTop100}` +
      (w.missing.length > 0 ? ` (missing: ${w.missing.join(', ')})` : ''),
  );
  out.push('Their country top 10s (in top 10 / as many as fit):');
  for (const c of r.countries)
    out.push(`  ${c.country}: ${c.inTop10}/${c.target}${c.inTop10 >= c.target ? '' : '  SHORT'}`);
  out.push('Leave-one-out overlap with the latest national top 10:');
  for (const o of r.overlaps)
    out.push(
      `  ${o.country} ${o.list} ${o.edition}: ${o.overlap} of ${o.linked} linked ` +
        `(${o.withOtherEvidence} have other evidence)\n    ours: ${o.ourTop10.join(' | ')}`,
    );
  out.push('One 5-star member review (world rank before -> after):');
  for (const m of r.memberReview) out.push(`  ${m.course}: ${m.before} -> ${m.after}`);
  out.push('World top 30:');
  r.worldTop30.forEach((n, i) => out.push(`  ${i + 1}. ${n}`));
  for (const [country, names] of Object.entries(r.countryTop10)) {
    out.push(`${country} top 10:`);
    names.forEach((n, i) => out.push(`  ${i + 1}. ${n}`));
  }
  return out.join('\n');
}

/**
 * `npm run ranking:report`: prints decision 035's target figures, the world top 30 and five
 * countries' top 10s for the configured database (DATA_DIR or DATABASE_URL). It runs the
 * start-up data steps first (migrations, imports, ranking; no demo content), so a fresh
 * DATA_DIR works; stop the server first when using the embedded database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    // the start-up steps' progress goes to stderr, the report to stdout
    const log = (obj: unknown, msg?: string) => console.error(msg ?? '', JSON.stringify(obj));
    const logger = { info: log, warn: log } as unknown as BootstrapOptions['log'];
    await bootstrapDatabase(database, { log: logger });
    console.log(formatRankingReport(await rankingReport(database.db)));
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('ranking-report.cli.ts')) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
