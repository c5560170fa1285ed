import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { captchaUses } from '../db/schema/index.js';

/** D-11: the proof-of-work algorithm of the challenges (bundled by the widget as a worker). */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** File under DATA_DIR holding the generated HMAC key when none is configured. */
export const CAPTCHA_KEY_FILE = 'captcha-hmac.key';

/**
 * The HMAC key of the challenges: `configured` when set, otherwise the key saved in
 * `dataDir/captcha-hmac.key`, created (48 random bytes, base64url, mode 0600) on first use so
 * challenges stay valid across restarts and between processes sharing the folder.
 */
export function loadCaptchaKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, CAPTCHA_KEY_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** Why a submitted captcha was refused (for logs; the client always gets the same text). */
export type CaptchaFailure = 'missing' | 'malformed' | 'invalid' | 'expired' | 'replayed';

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** Parses the widget's base64 JSON payload `{challenge, solution}`; null when it is not one. */
function parsePayload(raw: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters) return null;
    if (!solution || typeof solution !== 'object') return null;
    if (typeof challenge.parameters.nonce !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * D-11 self-hosted ALTCHA (proof of work): challenges signed with the server's HMAC key and
 * expiring after `ttlSeconds`; a solution is accepted once (its challenge nonce is stored in
 * `captcha_uses` with an atomic insert, expired rows purged as they pass).
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly options: { hmacKey: string; cost: number; ttlSeconds: number },
  ) {}

  /** A new signed challenge for the widget (GET /api/captcha/challenge). */
  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: this.options.cost,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      expiresAt: Math.floor(Date.now() / 1000) + this.options.ttlSeconds,
    });
  }

  /**
   * Checks a payload and marks its challenge used. Resolves null when accepted, else the
   * reason: missing, malformed, invalid (signature or solution), expired or replayed.
   */
  async verify(raw: unknown): Promise<CaptchaFailure | null> {
    if (typeof raw !== 'string' || raw === '') return 'missing';
    if (raw.length > 8_192) return 'malformed';
    const payload = parsePayload(raw);
    if (!payload) return 'malformed';
    const expiresAt = payload.challenge.parameters.expiresAt;
    // a challenge without expiry was not made here
    if (typeof expiresAt !== 'number') return 'invalid';
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.hmacKey,
      });
    } catch {
      return 'malformed';
    }
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
    await this.db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
    const inserted = await this.db
      .insert(captchaUses)
      .values({
        challengeId: payload.challenge.parameters.nonce,
        expiresAt: new Date(expiresAt * 1000),
      })
      .onConflictDoNothing()
      .returning({ id: captchaUses.challengeId });
    return inserted.length === 1 ? null : 'replayed';
  }
}
