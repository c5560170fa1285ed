import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/**
 * Errors after which the embedded database (PGlite, WebAssembly) no longer answers: every
 * later query fails until a restart.
 */
const FATAL_PATTERNS = [
  /memory access out of bounds/i,
  /table index is out of bounds/i,
  /\bunreachable\b/i,
  /Aborted\(\)/,
  /PGlite is closed/i,
];

/** How long the readiness query may take (ms) before the database counts as not ready. */
export const READY_QUERY_TIMEOUT_MS = 3_000;

/**
 * tracks whether the database still answers. `GET /api/readyz` runs a query;
 * an unhandled error that shows the embedded database crashed marks it broken, logs it once
 * at fatal level, and from then on the API answers 503 (readiness fails, so a load balancer
 * or orchestrator stops sending traffic and restarts the process).
 */
export class DatabaseHealth {
  private brokenReason: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Why the database is considered broken, or null. */
  get broken(): string | null {
    return this.brokenReason;
  }

  /** Marks the database broken when `err` is one of the fatal embedded-database errors. */
  noteError(err: unknown): void {
    if (this.brokenReason) return;
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    const message = err instanceof Error ? `${err.message} ${cause}` : String(err);
    if (FATAL_PATTERNS.some((p) => p.test(message))) {
      this.brokenReason = message.slice(0, 200);
      this.log.fatal(
        { reason: this.brokenReason },
        'database is broken: refusing API traffic (readiness 503) until a restart',
      );
    }
  }

  /** Runs `SELECT 1` (bounded by READY_QUERY_TIMEOUT_MS); null when ready, else the reason. */
  async check(): Promise<string | null> {
    if (this.brokenReason) return this.brokenReason;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.db.execute(sql`SELECT 1`),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error('readiness query timed out')),
            READY_QUERY_TIMEOUT_MS,
          );
        }),
      ]);
      return null;
    } catch (err) {
      this.noteError(err);
      return err instanceof Error ? err.message.slice(0, 200) : 'database error';
    } finally {
      clearTimeout(timer);
    }
  }
}
