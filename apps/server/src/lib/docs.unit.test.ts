import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * every reference in the code resolves for someone with only the repository.
 * The requirement ids (`RANK-012`, `OPEN-034`, `C-03`) are listed in docs/spec-ids.md, the
 * decisions `D-01` … `D-15` in docs/decisions/000-binding-decisions.md, the sections
 * `style.md §N` exist in docs/style.md, and every `docs/….md` path named exists.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'apps/web/e2e',
  'packages/shared/src',
  'scripts',
  'bench',
  'docs',
];

function files(dir: string, out: string[] = []): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return out;
  for (const name of readdirSync(full)) {
    if (['node_modules', 'dist', 'screenshots', 'results'].includes(name)) continue;
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) files(rel, out);
    else if (/\.(ts|tsx|mjs|js|md)$/.test(name)) out.push(rel);
  }
  return out;
}

const texts = [
  ...SOURCES.flatMap((d) => files(d)),
  'README.md',
  'eslint.config.js',
  'vitest.config.ts',
].map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** `{ id → first file citing it }` for ids matching `pattern` outside `except`. */
function cited(pattern: RegExp, except: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of texts) {
    if (file === except) continue;
    for (const match of text.matchAll(pattern)) if (!found.has(match[0])) found.set(match[0], file);
  }
  return found;
}

describe('docs/ resolves every reference of the code', () => {
  it('lists every cited requirement id in docs/spec-ids.md', () => {
    const listed = new Set(
      read('docs/spec-ids.md')
        .match(/\*\*([A-Z][A-Z0-9]*-\d+)\*\*/g)
        ?.map((s) => s.slice(2, -2)),
    );
    const ids = cited(
      /\b(?:ROUTE|SHELL|HOME|RANK|SRCH|AUTH|PROF|COURSE|INTV|REV|MEDIA|POST|CMT|LIKE|FOLLOW|FEED|VLOG|COMM|FIND|FRIEND|CHAT|NOTIF|REPORT|SVC|MAP|LEGAL|I18N|PHONE|COOKIE|FILE|INPUT|ROLE|API|ERR|CONST|DATA|OPEN)-\d{3}\b|\bC-\d{2}\b/g,
      'docs/spec-ids.md',
    );
    expect(
      [...ids].filter(([id]) => !listed.has(id)).map(([id, file]) => `${id} (${file})`),
    ).toEqual([]);
  });

  it('states every cited decision D-NN in docs/decisions/000-binding-decisions.md', () => {
    const decisions = read('docs/decisions/000-binding-decisions.md');
    const ids = cited(/\bD-\d{2}\b/g, 'docs/decisions/000-binding-decisions.md');
    expect(
      [...ids]
        .filter(([id]) => !decisions.includes(`## ${id} `))
        .map(([id, file]) => `${id} (${file})`),
    ).toEqual([]);
  });

  it('has every cited section of docs/style.md', () => {
    const sections = new Set(
      read('docs/style.md')
        .match(/^\d+\. /gm)
        ?.map((s) => Number.parseInt(s, 10)),
    );
    const refs = cited(/style\.md §\d+/g, 'docs/style.md');
    expect([...refs].filter(([ref]) => !sections.has(Number(ref.split('§')[1])))).toEqual([]);
  });

  it('names only documents that exist', () => {
    const refs = cited(/\bdocs\/[\w./-]+\.md\b/g, '');
    expect(
      [...refs].filter(([ref]) => !ref.includes('NNN') && !existsSync(path.join(ROOT, ref))),
    ).toEqual([]);
    // and no bare reference to the design documents that never were in the repository
    const bare = texts
      .filter(({ file }) => !file.startsWith('docs/') && !file.endsWith('docs.unit.test.ts'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/(?<![/\w-])(?:style|architecture|decisions)\.md/g)].map(() => file),
      );
    expect(bare).toEqual([]);
  });

  it('indexes every decision record in docs/decisions/README.md, numbers without gaps', () => {
    const index = read('docs/decisions/README.md');
    const rows = [...index.matchAll(/^\| (\d{3}) \| (.+?) \| (.+?) \|$/gm)].map((m) => ({
      number: m[1] ?? '',
      title: m[2] ?? '',
      status: m[3] ?? '',
    }));
    const records = readdirSync(path.join(ROOT, 'docs/decisions'))
      .filter((name) => /^\d{3}-.+\.md$/.test(name))
      .sort();
    const linked = rows.flatMap(({ number, title }) =>
      [...title.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => `${number} ${m[1]}`),
    );
    expect(linked).toEqual(records.map((name) => `${name.slice(0, 3)} ${name}`));
    const numbers = rows.map(({ number }) => Number(number));
    expect(numbers).toEqual(numbers.map((_, i) => i));
    const unused = rows.filter(({ title }) => !title.includes(']('));
    expect(unused.every(({ status }) => status === 'unused')).toBe(true);
  });

  it('speaks of the product: spec ids and decision records, never work-item numbers', () => {
    const talk = texts
      .filter(({ file }) => !file.endsWith('docs.unit.test.ts'))
      .flatMap(({ file, text }) =>
        [
          ...text.matchAll(
            /\bissues?\s*#?\d+|\blater issues?\b|\bitems? \d+(?:, \d+)*:|\(items? \d+|\bwave[- ]\d/gi,
          ),
        ].map((m) => `${file}: ${m[0]}`),
      );
    expect(talk).toEqual([]);
  });

  it('keeps the benchmarks and scripts, which ESLint does not read, within 400 lines (style.md §15)', () => {
    const long = texts
      .filter(({ file }) => /^(bench|scripts)\/.*\.m?js$/.test(file))
      .map(({ file, text }) => ({ file, lines: text.split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
