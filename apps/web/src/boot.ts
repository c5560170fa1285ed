/**
 * The document's module script (decision 081). It evaluates the client in three tasks instead
 * of one: React's chunk, then the app's modules (`main.tsx`, which sets up the theme, the style
 * cache and the catalogs as it is evaluated), then, a task later, the page's state, route and
 * hydration (`main.tsx`'s `start`). Evaluating every module of the first load at once was a
 * phone's longest task (130-340 ms at 4x CPU slowdown). The document preloads both chunks
 * (the build's `afterPaintScripts`), so the stages wait on no network.
 */
import { nextTask } from './lib/next-task.js';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./main.js');
}

void boot();
