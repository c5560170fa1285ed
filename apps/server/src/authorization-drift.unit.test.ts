import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 051: authorization is decided in one place per entity. On the server only the
 * policy files (`<entity>.policy.ts`, lib/author-policy.ts) and lib/policy-actor.ts (the one
 * reader of the Administrator sub-role and of a claim's status) check roles; every other file
 * asks a policy. The SPA computes no right from roles: it reads the server's `can*` flags.
 * This test fails on the first file that drifts back to an inline check.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

function files(dir: string, out: string[] = []): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return out;
  for (const name of readdirSync(full)) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) files(rel, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

/** The files allowed to read roles on the server. */
const isPolicyFile = (file: string) =>
  file.endsWith('.policy.ts') ||
  file === 'apps/server/src/lib/policy-actor.ts' ||
  file === 'apps/server/src/lib/author-policy.ts';

/** Inline role checks of the server: the old helpers, sub-role and claim comparisons. */
const SERVER_CHECKS: ReadonlyArray<[RegExp, string]> = [
  [/\bauthorize(?:Administrator|CourseAdmin)\b/, 'an inline administrator check'],
  [/\bis(?:Administrator|CourseAdmin)\s*\(/, 'an inline role test'],
  [/\bcourseRoleOf\b/, 'a course role worked out outside the course policy'],
  [
    /[=!]==\s*SUB_ROLES\.|SUB_ROLES\.\w+\s*[=!]==|\.includes\(\s*SUB_ROLES\./,
    'a sub-role compared',
  ],
  [/\bsubRoles\??\.(?:includes|some|find|indexOf)\(/, 'a sub-role list searched'],
  [/\bholdsAdministratorRole\s*\(/, 'the Administrator sub-role read'],
  [/\.(?:administrator|courseAdminOf|claimPendingOn)\b/, "a policy actor's right read"],
  [/\bstatus\s*[=!]==\s*'accepted'/, "a claim's acceptance read"],
];

/** Rights the SPA must not work out itself. */
const WEB_CHECKS: ReadonlyArray<[RegExp, string]> = [
  [/SUB_ROLES\.Administrator/, 'the Administrator sub-role read'],
  [/\bsubRoles\??\.(?:includes|some|find|indexOf)\(/, 'a sub-role list searched'],
  [/CourseRole\.Admin\b|'Course Admin'\)/, "the course role 'Course Admin' read"],
  [/lib\/admin-access/, 'a right computed in the browser'],
];

/** `file: what` for every line of `sources` matching one of `checks`. */
function offences(sources: string[], checks: ReadonlyArray<[RegExp, string]>): string[] {
  const found: string[] = [];
  for (const file of sources) {
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      for (const [pattern, what] of checks)
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
    });
  }
  return found;
}

describe('authorization lives in the policies (decision 051)', () => {
  it('no server file outside the policies checks a role', () => {
    const sources = files('apps/server/src').filter((f) => !isPolicyFile(f));
    expect(sources.length).toBeGreaterThan(100);
    expect(offences(sources, SERVER_CHECKS)).toEqual([]);
  });

  it('every policy file exports `can` and `authorize`', () => {
    const policies = files('apps/server/src/modules').filter((f) => f.endsWith('.policy.ts'));
    expect(policies.length).toBeGreaterThanOrEqual(10);
    for (const file of policies) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect(text, file).toMatch(/export (?:function can\b|const \{[^}]*\bcan\b)/);
      expect(text, file).toMatch(/export (?:function authorize\b|const \{[^}]*\bauthorize\b)/);
    }
  });

  it('the SPA computes no right from roles', () => {
    const sources = files('apps/web/src');
    expect(sources.length).toBeGreaterThan(100);
    expect(offences(sources, WEB_CHECKS)).toEqual([]);
  });

  it('catches an inline check', () => {
    const probe = "if (user.subRoles.includes(SUB_ROLES.Administrator)) return 'admin';";
    expect(SERVER_CHECKS.some(([p]) => p.test(probe))).toBe(true);
    expect(WEB_CHECKS.some(([p]) => p.test(probe))).toBe(true);
    expect(SERVER_CHECKS.some(([p]) => p.test('await authorizeAdministrator(db, actor);'))).toBe(
      true,
    );
  });
});
