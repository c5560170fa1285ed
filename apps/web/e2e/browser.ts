import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject, expect } from 'vitest';

/** Debian's package `chromium-headless-shell`: Chromium's headless shell, lighter than the browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, never a downloaded browser (decision 063): its headless shell where it is
 * installed (`.ci/run` installs it), else the full browser in headless mode; CHROMIUM_PATH
 * overrides both. The flags below are the ones this machine needs.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // Every host but the server under test fails to resolve at once (map tiles, YouTube posters
  // and players, fonts): the suite runs on a closed network and never waits on one. A flag of
  // the browser rather than `context.route` on every request, which sent each of a page's
  // hundred-odd chunk requests through the test process (decision 065).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** A viewport in CSS pixels. */
export type Viewport = { readonly width: number; readonly height: number };

/** The desktop and phone viewports of the journeys' screens and screenshots. */
export const DESKTOP: Viewport = { width: 1366, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Debian's Chromium. Its contexts' pages wait for hydration after every document navigation:
 * pages are server-rendered (decision 025), so a button is painted before its script
 * runs, and a click that lands before hydration does nothing, as for a person.
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ARGS,
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) return context;
    const newContextPage = context.newPage.bind(context);
    context.newPage = async () => awaitHydrationOnNavigation(await newContextPage());
    return context;
  };
  return browser;
}

/** Whether the app in `page` has hydrated (`data-hydrated` on <html>), or it is no app page. */
const isHydrated = () =>
  document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root');

/**
 * `page.goto` and `page.reload` resolve once the app has hydrated (up to 60 s). A page that
 * navigates again by itself (a redirect) is waited for in its new document.
 */
function awaitHydrationOnNavigation(page: Page): Page {
  const settle = async () => {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        await page.waitForFunction(isHydrated, null, {
          timeout: Math.max(1, until - Date.now()),
          polling: 50,
        });
        return;
      } catch (error) {
        // the document changed under the wait (a redirect): wait in the new one
        if (Date.now() >= until || !/context was destroyed|navigation/i.test(String(error)))
          throw error;
      }
    }
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await settle();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await settle();
    return response;
  };
  return page;
}

/**
 * A fresh context (no stored language or consent) at a viewport, English by default, with
 * generous action and navigation timeouts.
 */
export async function newPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  locale = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, baseURL: baseUrl() });
  // actions and navigations wait for a busy machine too (the journeys' checks use `eventually`)
  context.setDefaultTimeout(45_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Axe on the current page: no serious or critical violation, run in the page itself
 * (`axe.run`, decision 065) rather than finished in a second blank page. Axe reads colours
 * as they are painted, so each check waits first for the finite animations and transitions (a
 * dialog fading in, a toast sliding) to end: half-faded text is not a contrast defect. A page
 * still settling after a change (a list refetching, a card dimmed while its mutation runs)
 * is checked again until it passes or 30 s have gone (the review journey
 * failed once in five full runs on such a state); a lasting violation fails with its rules
 * and nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const seriousViolations = async (): Promise<string[]> => {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      null,
      { timeout: 15_000 },
    );
    const results = await new AxeBuilder({ page })
      // only the violations are read: axe keeps one node of the other result types instead of
      // all of them, less work per check with the same rules run (decision 068). First:
      // `options` replaces the options that `withTags` sets.
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(true)
      .analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
  };
  await expect.poll(seriousViolations, { timeout: 30_000, interval: 500 }).toEqual([]);
}

/**
 * Whether `screenshot` saves anything: screenshots are for people to open, not checks, so the
 * full `npm test` run (CI's, whose clone is thrown away) sets E2E_SCREENSHOTS=0 and spends
 * their capture (about 0.35 CPU-s each) on the checks instead (decision 068).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves a screenshot of the viewport (or of the whole page with `fullPage`) as
 * apps/web/e2e/screenshots/`name`.png (git-ignored) for people to look at; nothing when
 * E2E_SCREENSHOTS=0.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * The newest mail in the server's outbox (`DATA_DIR/outbox/*.eml`) sent to `to`, decoded to
 * text, waiting up to 60 s for it to be written.
 */
export async function latestMailTo(to: string): Promise<string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = path.join(inject('dataDir'), 'outbox');
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter(
        (f) => f.endsWith('.eml') && f.includes(to.replace(/[^a-z0-9@._-]/gi, '_')),
      );
    } catch {
      // outbox not created yet
    }
    const newest = files.sort().at(-1);
    if (newest) {
      const raw = readFileSync(path.join(dir, newest), 'utf8');
      // quoted-printable soft breaks and escapes (a run of escapes is the UTF-8 of one text),
      // enough to read a link or a name
      return raw
        .replace(/=\r?\n/g, '')
        .replace(/(?:=[0-9A-F]{2})+/g, (run: string) =>
          Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
        );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}
