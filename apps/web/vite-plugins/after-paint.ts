import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
// the constants module by path: the build's config needs these three strings, not the package's
// schemas and their dependencies
import {
  AFTER_PAINT_LOADER,
  AFTER_PAINT_MODULE_TYPE,
  AFTER_PAINT_PRELOAD_REL,
} from '../../../packages/shared/src/constants.js';

const ENTRY_SCRIPT = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"( crossorigin)? href="([^"]+)">/g;

/**
 * Decision 069: the built index.html asks for its JavaScript after the first paint. Vite's
 * entry `<script type="module" src>` becomes `<script type="text/x-bgc-module" src>` and each
 * `<link rel="modulepreload" href>` a `<link rel="x-bgc-modulepreload" href>` (neither fetched
 * by the browser), and AFTER_PAINT_LOADER, last in the body, adds the real ones once the
 * server-rendered page has been painted. Build only: the dev server keeps Vite's own tags.
 * Decision 081: the entry's own dynamic imports are the stages it evaluates in turn (React's
 * chunk, the app's), so the document preloads them and their static imports too.
 * Throws when the document has no entry script (the build changed shape).
 */
export function afterPaintScripts(): Plugin {
  return {
    name: 'bgc-after-paint-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let entries = 0;
        const stages = ctx.chunk && ctx.bundle ? stageFiles(ctx.chunk, ctx.bundle) : [];
        const out = html
          .replace(ENTRY_SCRIPT, (_all, _crossorigin, src: string) => {
            entries += 1;
            return `<script type="${AFTER_PAINT_MODULE_TYPE}" src="${src}"></script>`;
          })
          .replace(
            MODULE_PRELOAD,
            (_all, _crossorigin, href: string) =>
              `<link rel="${AFTER_PAINT_PRELOAD_REL}" href="${href}">`,
          );
        if (entries !== 1 || !out.includes('</body>'))
          throw new Error(`after-paint scripts: expected one entry script, found ${entries}`);
        // the app is served at the site's root (no `base` in the Vite config)
        const listed = new Set([...out.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
        const links = stages
          .filter((file) => !listed.has(file))
          .map((file) => `  <link rel="${AFTER_PAINT_PRELOAD_REL}" href="/${file}">\n  `)
          .join('');
        return out
          .replace('</head>', () => `${links}</head>`)
          .replace('</body>', () => `  <script>${AFTER_PAINT_LOADER}</script>\n  </body>`);
      },
    },
  };
}

/**
 * The stage chunks and every chunk they import statically, each once, in load order (the entry
 * itself, which a stage may import back for Vite's preload helper, is already loading).
 */
function stageFiles(entry: OutputChunk, bundle: OutputBundle): string[] {
  const files: string[] = [];
  const visit = (file: string): void => {
    if (file === entry.fileName || files.includes(file)) return;
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) visit(imported);
    files.push(file);
  };
  for (const stage of entry.dynamicImports) visit(stage);
  return files;
}
