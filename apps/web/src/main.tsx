import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { parsePath } from '@bgc/shared';
import i18n, {
  LAZY_NAMESPACES,
  NAMESPACES,
  i18nReady,
  initialLanguage,
  routeNamespaces,
} from './i18n/index.js';
import { LanguageProvider } from './i18n/language-provider.js';
import { Providers } from './app/providers.js';
import { queryClient } from './lib/query-client.js';
import { AppRoutes } from './app/router.js';
import { preloadScreen } from './app/route-switch.js';
import { SSR_STATE_ID, type SsrState } from './ssr-state.js';
import { getSession } from './lib/session.js';
import { startHydrating } from './lib/hydration.js';
import { loadSigning } from './lib/api-client.js';
import { startIntl } from './lib/intl-formats.js';
import { nextTask } from './lib/next-task.js';
import { serverStyleCache } from './lib/server-styles.js';

const app = (
  <StrictMode>
    <CacheProvider value={serverStyleCache()}>
      <LanguageProvider>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </LanguageProvider>
    </CacheProvider>
  </StrictMode>
);

/**
 * React's recoverable errors (a hydration mismatch, React error 418, after which React renders
 * the tree afresh): logged with the component stack, which production builds otherwise drop,
 * so the console names the component whose server HTML differed.
 */
function reportRecoverable(error: unknown, info: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${message}\n${info.componentStack ?? ''}`);
}

/** The state of a server-rendered page, or null for the empty shell. */
function readSsrState(): SsrState | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** The catalog names among `names` (what the page's state says it used; anything else is ignored). */
function knownNamespaces(names: unknown): string[] {
  const known = new Set<string>([...NAMESPACES, ...LAZY_NAMESPACES]);
  return Array.isArray(names) ? names.filter((n): n is string => known.has(n as string)) : [];
}

/**
 * a server-rendered page is hydrated once its query cache is restored and the
 * texts it shows have loaded (else the first client render would differ from the HTML); a page
 * rendered in another language than this browser's choice, a signed-in member's page, or the
 * empty shell, renders afresh.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  // a signed-in member's first calls are signed: their code loads alongside (decision 059)
  if (getSession()) void loadSigning().catch(() => undefined);
  // The modules' own set-up (theme, style cache, catalogs) has just run in this task: what
  // follows (the page's state, its route and texts) starts a task of its own, so the phone's
  // main thread gets a turn between the two instead of one long task (decision 077).
  await nextTask();
  const ssr = readSsrState();
  // A signed-in member's page is rendered afresh over the server's guest HTML: their own view
  // (likes, follows, what they may edit) comes from calls with their credentials, and the
  // guest's data must not seed their cache.
  if (!ssr || !root.firstElementChild || ssr.lang !== initialLanguage() || getSession()) {
    // the language provider renders with the language i18next has set
    await i18nReady;
    createRoot(root).render(app);
    return;
  }
  hydrate(queryClient, ssr.queries);
  // The seeded data counts as fresh (the query client's staleTime): fetching it again while lazy
  // parts still hydrate re-rendered them afresh, with new ids (decision 025). The server keeps
  // no page across a write, so what it sent is current.
  // The catalogs load in the page's language only once i18next has set it (`i18nReady`);
  // before that, `loadNamespaces` fetched the fallback's alone, and a page hydrated before the
  // French texts arrived differed from its HTML (React error 418).
  const route = parsePath(window.location.pathname).name;
  const namespaces = ['common', ...routeNamespaces(route), ...knownNamespaces(ssr.namespaces)];
  await Promise.all([
    i18nReady.then(() => i18n.loadNamespaces(namespaces)).catch(() => undefined),
    preloadScreen(window.location.pathname),
    // the browser's Intl set-up, in a task of its own while the texts and the route load
    nextTask().then(() => startIntl(ssr.lang)),
  ]);
  // a catalog that could not load (network) would make the first render differ from the HTML:
  // the page is then rendered afresh rather than hydrated
  if (!namespaces.every((ns) => i18n.hasLoadedNamespace(ns, { lng: ssr.lang }))) {
    createRoot(root).render(app);
    return;
  }
  // Hydration as a transition: React hydrates in slices of a few milliseconds and yields to the
  // browser in between (a click or a key still goes first), instead of one long task that blocks
  // the phone's main thread for the whole page (Lighthouse's total blocking time).
  startHydrating();
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportRecoverable });
  });
}

void start();
