import type { Plugin } from 'vite';
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
 * Throws when the document has no entry script (the build changed shape).
 */
export function afterPaintScripts(): Plugin {
  return {
    name: 'bgc-after-paint-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let entries = 0;
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
        return out.replace('</body>', () => `  <script>${AFTER_PAINT_LOADER}</script>\n  </body>`);
      },
    },
  };
}
