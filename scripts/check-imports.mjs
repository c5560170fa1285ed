// `npm run lint` (second half): the import rules ESLint's core cannot see (docs/style.md §11,
// docs/architecture.md "Layers"). Reads every TypeScript file of packages/shared, apps/server and
// apps/web with the TypeScript parser, resolves the relative imports and fails when
//   1. value imports form a cycle (type-only and lazy `import()` imports do not count: they do
//      not run at module load);
//   2. a file under apps/web/src/components, hooks/, lib/ or app/ imports from pages/; only the
//      router files (app/router.tsx, app/route-switch.tsx) load the pages;
//   3. a page (apps/web/src/pages/<name>/…) imports another page's files. What two screens share
//      belongs in components/ (UI) or lib/ (logic);
//   4. a file of apps/web/src outside app/ imports from app/ (the shell: router, providers,
//      header, footer). The shell sits on top: components/, hooks/, lib/, i18n/ and pages/ never
//      reach up into it; only the entries main.tsx and entry-server.tsx load it. A hook or
//      context a page needs lives in hooks/, lib/ or components/, never in app/.
// Every rule holds with no exception: a shared piece moves to where it belongs instead.
// Usage: node scripts/check-imports.mjs [--list]  (--list prints the import counts)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { root } from './lib.mjs';

const SOURCES = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'apps/web/e2e',
];
const WEB = 'apps/web/src/';
/** The router files load every page: they are the one place allowed to. */
const ROUTERS = new Set(['apps/web/src/app/router.tsx', 'apps/web/src/app/route-switch.tsx']);

/** The entries of the browser and of the server render: the only files outside app/ that load it. */
const ENTRIES = new Set(['apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx']);

/**
 * Import cycles that exist today, their files joined by ' ⇄ ' in sorted order, with the reason.
 * The list only shrinks.
 */
const ALLOWED_CYCLES = new Set([
  // parsePath falls back to the translated paths, which build on the English routes: the two
  // call each other only at call time, never at module load (OPEN-015)
  'packages/shared/src/localized-paths.ts ⇄ packages/shared/src/routes.ts',
]);

function walk(dir, files = []) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return files;
  for (const name of readdirSync(full)) {
    const rel = path.posix.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, files);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(rel);
  }
  return files;
}

/** Repository path of a relative specifier from `from`, or null (package, asset, missing). */
function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  return null;
}

/** The imports of one file: { to, typeOnly, lazy }. */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (spec, typeOnly, lazy) => {
    const to = resolve(file, spec);
    if (to) found.push({ to, typeOnly, lazy });
  };
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      add(node.moduleSpecifier.text, node.isTypeOnly, false);
  }
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      add(node.arguments[0].text, false, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = SOURCES.flatMap((dir) => walk(dir));
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const problems = [];

// rules 2, 3 and 4: layers of the SPA
const pageOf = (f) => (f.startsWith(`${WEB}pages/`) ? f.slice(WEB.length).split('/')[1] : null);
const isShared = (f) => /^apps\/web\/src\/(components|app|hooks|lib)\//.test(f);
const isShell = (f) => f.startsWith(`${WEB}app/`);
for (const [from, imports] of graph) {
  for (const { to } of imports) {
    const line = `${from} -> ${to}`;
    if (isShell(to) && from.startsWith(WEB) && !isShell(from) && !ENTRIES.has(from))
      problems.push(
        `${line}: only app/ and the entries import app/ (move the hook or context to hooks/, lib/ or components/)`,
      );
    const target = pageOf(to);
    if (!target) continue;
    const source = pageOf(from);
    const broken = (isShared(from) && !ROUTERS.has(from)) || (source && source !== target);
    if (!broken) continue;
    problems.push(
      isShared(from)
        ? `${line}: components/, app/, hooks/ and lib/ do not import pages (move the piece to components/ or lib/)`
        : `${line}: a page does not import another page's files (move the shared piece to components/ or lib/)`,
    );
  }
}

// rule 1: cycles of value imports (Tarjan's strongly connected components)
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function strongConnect(v) {
  meta.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const { to, typeOnly, lazy } of graph.get(v) ?? []) {
    if (typeOnly || lazy || !graph.has(to)) continue;
    if (!meta.has(to)) {
      strongConnect(to);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(to).low);
    } else if (meta.get(to).onStack)
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(to).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    const selfLoop = (graph.get(v) ?? []).some((i) => i.to === v && !i.typeOnly && !i.lazy);
    if (component.length > 1 || selfLoop) cycles.push(component.sort());
  }
}
for (const f of files) if (!meta.has(f)) strongConnect(f);
for (const cycle of cycles)
  if (!ALLOWED_CYCLES.has(cycle.join(' ⇄ '))) problems.push(`import cycle: ${cycle.join(' ⇄ ')}`);
for (const allowed of ALLOWED_CYCLES)
  if (!cycles.some((c) => c.join(' ⇄ ') === allowed))
    problems.push(`${allowed}: no longer a cycle, remove it from ALLOWED_CYCLES`);

if (process.argv.includes('--list'))
  console.log(
    `${files.length} files, ${[...graph.values()].reduce((n, i) => n + i.length, 0)} relative imports`,
  );
if (problems.length > 0) {
  for (const p of problems) console.error(`✘ ${p}`);
  console.error(`check-imports: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `check-imports: ${files.length} files, no import cycle (${ALLOWED_CYCLES.size} allowed), layers respected`,
);
