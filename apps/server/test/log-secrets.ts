import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Decision 039: the check of the API run's logs for secrets. global-setup's teardown reads every
 * line the run's apps logged (test/test-logs.ts) and fails the run on any hit, naming the file,
 * the line and the kind of secret, never the secret in full. Kinds: the passwords and secrets
 * written in the test sources, and the shapes of SECRET_SHAPES.
 */

/** One secret seen in a log line. */
export interface LogHit {
  file: string;
  /** 1-based. */
  line: number;
  kind: string;
  /** The first characters of the match and its length, enough to find it, not to use it. */
  hint: string;
}

/** A base64url run of exactly `n` characters, not part of a longer one. */
const b64url = (n: number) => `(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{${n}}(?![A-Za-z0-9_-])`;

/**
 * The look of random base64url bytes: lower and upper case letters and a digit, `-` or `_`
 * (hex digests have no upper case, words and names seldom all three).
 */
const looksRandom = (s: string) => /[a-z]/.test(s) && /[A-Z]/.test(s) && /[\d_-]/.test(s);

interface Shape {
  kind: string;
  pattern: RegExp;
  /** Filters matches that only share the shape (words, hex digests). */
  accept?: (match: string) => boolean;
}

/**
 * The secrets' shapes (D-01, packages/shared auth-signature.ts, auth.service.ts): the session
 * token `<sessionId>.<secret>` (splitToken), the 32-byte session secret, reset token and request
 * signature (43 base64url characters), the 24-byte login-transfer code (32), a signed or bearer
 * `Authorization` value, a cookie header value, and an argon2 hash.
 */
export const SECRET_SHAPES: readonly Shape[] = [
  {
    kind: 'session token',
    pattern: /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43,128}(?![A-Za-z0-9_-])/g,
  },
  {
    kind: 'session secret, reset token or signature',
    pattern: new RegExp(b64url(43), 'g'),
    accept: looksRandom,
  },
  { kind: 'login-transfer code', pattern: new RegExp(b64url(32), 'g'), accept: looksRandom },
  {
    kind: 'Authorization header value',
    pattern:
      /BGC-HMAC-SHA256 \S|\bBearer (?!\[redacted\])[^\s"]|"authorization":\s*"(?!\[redacted\])/gi,
  },
  { kind: 'cookie', pattern: /"(?:set-)?cookie":\s*"(?!\[redacted\])/gi },
  { kind: 'argon2 hash', pattern: /\$argon2(?:id|i|d)\$/g },
];

/**
 * String literals under a name holding "password", "secret" or "token" (`password: '…'`,
 * `newPassword = "…"`, `const SECRET = '…'`, `METRICS_TOKEN: '…'`).
 */
const SECRET_LITERAL =
  /\w*(?:password|secret|token)\w*['"]?\s*[:=]\s*(['"`])((?:(?!\1)[^\\$\n])+)\1/gi;

/**
 * The literal passwords and secrets of the test sources under `dirs` (`*.ts`, recursively): the
 * values of keys and variables named like `password`, `secret` or `token`, of 6 characters or
 * more (shorter passwords are refused before anything could log them) without spaces (those are
 * the expected error texts), and not only digits (those cannot be told from ids and times in a
 * log line).
 */
export function collectTestSecrets(dirs: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (entry: string): void => {
    if (statSync(entry).isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
      return;
    }
    if (!entry.endsWith('.ts')) return;
    for (const m of readFileSync(entry, 'utf8').matchAll(SECRET_LITERAL)) {
      const value = m[2]!;
      if (value.length >= 6 && !/\s/.test(value) && !/^\d+$/.test(value)) found.add(value);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) visit(dir);
  return [...found].sort();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first three characters and the length: `sec… (8 characters)`. */
function hintOf(match: string): string {
  return `${match.slice(0, 3)}… (${match.length} characters)`;
}

/**
 * A finder of the secrets in one log line: the tests' literal passwords and secrets
 * (collectTestSecrets, as whole words) and SECRET_SHAPES, each match as its kind and hint.
 */
export function secretFinder(
  literals: readonly string[],
): (line: string) => Array<{ kind: string; hint: string }> {
  const shapes: Shape[] = [...SECRET_SHAPES];
  if (literals.length > 0)
    shapes.unshift({
      kind: 'password or secret of the tests',
      pattern: new RegExp(
        `(?<![A-Za-z0-9_-])(?:${literals.map(escape).join('|')})(?![A-Za-z0-9_-])`,
        'g',
      ),
    });
  return (line) => {
    const out: Array<{ kind: string; hint: string }> = [];
    for (const { kind, pattern, accept } of shapes)
      for (const m of line.matchAll(pattern))
        if (!accept || accept(m[0])) out.push({ kind, hint: hintOf(m[0]) });
    return out;
  };
}

/** Every hit in the `*.log` files of `dir`, in file and line order. */
export async function scanLogFolder(dir: string, literals: readonly string[]): Promise<LogHit[]> {
  const hits: LogHit[] = [];
  if (!existsSync(dir)) return hits;
  const check = secretFinder(literals);
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.log')) continue;
    const file = path.join(dir, name);
    let n = 0;
    const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const line of lines) {
      n += 1;
      for (const hit of check(line)) hits.push({ file, line: n, ...hit });
    }
  }
  return hits;
}
