import type { Browser, Page, Request } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { baseUrl } from './browser.js';

/**
 * Every page an e2e file opens must log no console error, throw no uncaught error and get no
 * 4xx/5xx from the server under test, unless the test declared it (`expectPageProblem`): a
 * journey that checks a refusal (a wrong password, a blocked like) names the answer it expects.
 * `setupBrowser` (support.ts) watches every context of the file's browser and fails each test
 * whose pages reported anything else.
 */
const problems: string[] = [];
const expected: RegExp[] = [];

const expectedInFile: RegExp[] = [];

/**
 * Requests of our server sent and not yet answered, with the time they left: when a journey
 * fails on a wait, the report names the calls still open (a hung call and an absent one fail
 * the same `eventually` otherwise).
 */
const inFlight = new Map<Request, { sent: number; page: Page }>();
/** The last answers of our server (path, status, ms), newest last, for the same report. */
const recent: string[] = [];
const RECENT_KEPT = 30;

/** Declares a problem the current test provokes on purpose (matched against the report line). */
export function expectPageProblem(pattern: RegExp): void {
  expected.push(pattern);
}

/**
 * Declares a problem every test of the file provokes on purpose, for files whose tests run
 * side by side (`it.concurrent`), where one test's end cannot tell which test saw what.
 */
export function expectPageProblemInFile(pattern: RegExp): void {
  expectedInFile.push(pattern);
}

function report(line: string): void {
  if (![...expected, ...expectedInFile].some((p) => p.test(line))) problems.push(line);
}

/** Listens to one page: console errors, uncaught errors and failed answers of our server. */
export function watchPage(page: Page): void {
  const origin = new URL(baseUrl()).origin;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every 4xx/5xx answer too: the response listener reports those with the path
    if (/^Failed to load resource: the server responded with a status of \d+/.test(message.text()))
      return;
    // a resource of another host (map tiles, video posters) that the closed test network or a
    // blocked route refuses: not our page's fault; our own origin's failures still count
    const from = message.location().url;
    if (/^Failed to load resource: net::/.test(message.text()) && !from.startsWith(origin)) return;
    report(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => report(`uncaught error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // the build's files and media are not what a journey waits on
    if (url.origin === origin && !/^\/(assets|media)\//.test(url.pathname))
      inFlight.set(request, { sent: Date.now(), page });
  });
  page.on('close', () => {
    for (const [request, call] of inFlight) if (call.page === page) inFlight.delete(request);
  });
  const settled = (request: Request, outcome: string) => {
    const sent = inFlight.get(request)?.sent;
    if (sent === undefined) return;
    inFlight.delete(request);
    const { pathname } = new URL(request.url());
    recent.push(`${request.method()} ${pathname} → ${outcome} in ${Date.now() - sent} ms`);
    if (recent.length > RECENT_KEPT) recent.shift();
  };
  page.on('requestfailed', (request) => settled(request, request.failure()?.errorText ?? 'failed'));
  // a call counts as answered when its status arrives: no round trip to the browser per
  // request (`request.response()` on each 'requestfinished' was one per chunk of every page)
  page.on('response', (response) => {
    settled(response.request(), String(response.status()));
    const url = new URL(response.url());
    if (url.origin !== origin || response.status() < 400) return;
    const line = `${response.request().method()} ${url.pathname} → ${response.status()}`;
    const at = problems.length;
    report(line);
    // the catalogue's error code says why (a refused signature, an ended session …): added to
    // the line once the body has arrived, for the failure message
    if (problems.length > at && url.pathname.startsWith('/api/'))
      void response
        .json()
        .then((body: { error?: { code?: unknown } }) => {
          const code = body.error?.code;
          if (problems[at] === line && typeof code === 'string') problems[at] = `${line} (${code})`;
        })
        .catch(() => undefined);
  });
}

/** Watches every page of every context `browser` opens from now on. */
export function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', watchPage);
    return context;
  };
}

/** Registers the check after each test of the file (called by `setupBrowser`). */
export function failOnPageProblems(): void {
  beforeEach(({ onTestFailed }) => {
    inFlight.clear();
    recent.splice(0);
    // a failed journey prints the calls of our server still open and the last ones answered
    onTestFailed(() => {
      const now = Date.now();
      const open = [...inFlight].map(
        ([request, { sent }]) =>
          `${request.method()} ${new URL(request.url()).pathname} open for ${now - sent} ms`,
      );
      console.error(['calls still open:', ...open, 'last answers:', ...recent].join('\n  '));
    });
  });
  afterEach(() => {
    const found = problems.splice(0);
    expected.splice(0);
    expect(found, 'console errors or unexpected 4xx/5xx on the pages this test visited').toEqual(
      [],
    );
  });
}
