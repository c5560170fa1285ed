import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
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

function transform(html: string): string {
  const hook = afterPaintScripts().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, {
    path: '/index.html',
    filename: '',
  }) as string;
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

  it('fails the build when the document has no entry script', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
