import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';
import { AFTER_PAINT_LOADER, AFTER_PAINT_MODULE_TYPE, AFTER_PAINT_PRELOAD_REL } from '@bgc/shared';
import { afterPaintScripts } from './after-paint.js';

/** The document as Vite's build writes it, with its entry and one preload. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>BGC</title>
    <script type="module" crossorigin src="/assets/index-AbC1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-XyZ2.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function transform(html: string, build: Partial<Parameters<IndexHtmlTransformHook>[1]> = {}) {
  const hook = afterPaintScripts().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, {
    path: '/index.html',
    filename: '',
    ...build,
  }) as string;
}

/** A chunk of the bundle as far as the plugin reads it. */
function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []) {
  return { type: 'chunk', fileName, imports, dynamicImports } as unknown as OutputChunk;
}

describe('decision 069: the built document asks for its scripts after the first paint', () => {
  it('holds back the entry and its preloads, and ends the body with the loader', () => {
    const out = transform(BUILT);
    expect(out).not.toMatch(/type="module"/);
    expect(out).not.toMatch(/rel="modulepreload"/);
    expect(out).toContain(`<script type="${AFTER_PAINT_MODULE_TYPE}" src="/assets/index-AbC1.js">`);
    expect(out).toContain(`<link rel="${AFTER_PAINT_PRELOAD_REL}" href="/assets/react-XyZ2.js">`);
    expect(out).toMatch(
      new RegExp(
        `<div id="root"></div>\\s*<script>${escape(AFTER_PAINT_LOADER)}</script>\\s*</body>`,
      ),
    );
  });

  it("preloads the entry's stages and what they import, each once (decision 081)", () => {
    const entry = chunk('assets/index-AbC1.js', [], ['assets/react-XyZ2.js', 'assets/main-Qr3.js']);
    const bundle = Object.fromEntries(
      [
        entry,
        chunk('assets/react-XyZ2.js'),
        // the app's chunk imports React's, a shared one, and the entry back (Vite's helper)
        chunk('assets/main-Qr3.js', [
          'assets/react-XyZ2.js',
          'assets/shared-Mn4.js',
          'assets/index-AbC1.js',
        ]),
        chunk('assets/shared-Mn4.js', ['assets/react-XyZ2.js']),
      ].map((c) => [c.fileName, c]),
    ) as unknown as OutputBundle;
    const out = transform(BUILT, { chunk: entry, bundle });
    const links = [
      ...out.matchAll(new RegExp(`rel="${AFTER_PAINT_PRELOAD_REL}" href="([^"]+)"`, 'g')),
    ];
    expect(links.map((m) => m[1])).toEqual([
      '/assets/react-XyZ2.js',
      '/assets/shared-Mn4.js',
      '/assets/main-Qr3.js',
    ]);
    expect(out.indexOf('/assets/main-Qr3.js')).toBeLessThan(out.indexOf('</head>'));
  });

  it('fails the build when the document has no entry script', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
