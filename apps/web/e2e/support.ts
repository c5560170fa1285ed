import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { COOKIE_CONSENT_KEY, signRequest, type AuthAnswer } from '@bgc/shared';
import { baseUrl, DESKTOP, launch, newPage, type Viewport } from './browser.js';
import { E2E_ADMIN_EMAIL } from './global-setup.js';
import { failOnPageProblems, watchBrowser } from './page-health.js';
import { openOrigin, storeSession, storeState } from './storage.js';

export { keepSignedIn, openOrigin, storeSession, storeState, type StoredState } from './storage.js';

/**
 * The one place of the browser suite's waiting and sign-in helpers: every
 * e2e file imports them from here, so a journey waits for conditions (never for a fixed time)
 * with room for lazy chunks, the debounced ranking recompute and a machine shared by several
 * runs.
 */

/** Password of every member the journeys create. */
export const PASSWORD = 'secret12';
/** The member who holds the Administrator sub-role in the e2e server (ADMIN_EMAILS, D-03). */
export const ADMIN_EMAIL = E2E_ADMIN_EMAIL;

/**
 * The shortest time `eventually` waits for a condition. A write starts the debounced ranking
 * recompute (D-05), which holds the embedded database for a while, and a loaded machine
 * answers slowly: in five runs on a machine shared by seven builds, a sign-out call once took
 * over 60 s. 90 s is generous and costs nothing when the condition holds early.
 */
export const EVENTUALLY_MS = 90_000;

/**
 * `expect.poll` with a generous timeout: at least `EVENTUALLY_MS`, more when `timeout` says
 * so (e.g. the world map's 31,157 markers). Use it for every check of the page.
 */
export function eventually<T>(
  read: () => T | Promise<T>,
  timeout: number | { timeout?: number } = EVENTUALLY_MS,
) {
  const wanted = typeof timeout === 'number' ? timeout : (timeout.timeout ?? EVENTUALLY_MS);
  return expect.poll(read, { timeout: Math.max(wanted, EVENTUALLY_MS), interval: 150 });
}

/** A reader for `eventually`: whether the first element with `text` is visible. */
export const visible = (scope: Page | Locator, text: string | RegExp) => () =>
  scope.getByText(text).first().isVisible();

/** A reader for `eventually`: whether the first element `locator` matches is visible. */
export const shown = (locator: Locator) => () => locator.first().isVisible();

/**
 * Waits until `button` shows and its call has been answered (`aria-busy` false). A button that
 * flips its label at once, as Follow does (FOLLOW-001, optimistic), stays busy until the server
 * has stored the change; leaving the page before that may cancel the call, as for a person.
 */
export async function untilAnswered(button: Locator): Promise<void> {
  await eventually(
    async () => (await button.isVisible()) && (await button.getAttribute('aria-busy')) === 'false',
  ).toBe(true);
}

/**
 * Accepts the cookie banner (COOKIE-002), in any UI language, unless this origin already holds
 * the consent. A server-rendered page shows the banner before its script runs, when a click
 * does nothing yet: this clicks until the consent is stored.
 */
export async function acceptCookies(page: Page): Promise<void> {
  const accepted = () =>
    page.evaluate((key) => window.localStorage.getItem(key) !== null, COOKIE_CONSENT_KEY);
  if (await accepted()) return;
  // the banner's Accept in whichever of the six UI languages the page shows (common:cookie.accept)
  const accept = page.getByRole('button', {
    name: /^(Accept|Accepter|Chấp nhận|Accetta|Akzeptieren|Aceptar)$/,
  });
  await accept.waitFor({ state: 'visible', timeout: EVENTUALLY_MS });
  await eventually(async () => {
    if (await accepted()) return true;
    await accept.click({ timeout: 2_000 }).catch(() => undefined);
    return accepted();
  }).toBe(true);
}

/**
 * How many finite CSS animations and transitions of the page run (spinners loop for ever and
 * do not count), after letting two frames pass.
 */
export function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      .length;
  });
}

/** Waits until every CSS animation and transition of the page has ended (fades, zooms). */
export async function animationsDone(page: Page): Promise<void> {
  await eventually(() => runningAnimations(page)).toBe(0);
}

/**
 * Deletes through an item's action menu (a post, a review): opens `menu`, picks 'Delete',
 * waits for the confirm dialog's title and question ('Confirm your action', 'Do you want to
 * delete this post ?') and confirms. A list that is drawn again under the open menu (a save
 * elsewhere refetches it) can move the item as the click lands, and the click is lost: the
 * menu is opened and 'Delete' picked again until the dialog shows, as a member would.
 */
export async function deleteThroughMenu(menu: Locator): Promise<void> {
  const page = menu.page();
  const dialog = page.getByRole('alertdialog');
  const item = page.getByRole('menuitem', { name: 'Delete' });
  await eventually(async () => {
    if (await dialog.isVisible()) return true;
    if (!(await item.isVisible())) await menu.click({ timeout: 5_000 }).catch(() => undefined);
    await item.click({ timeout: 5_000 }).catch(() => undefined);
    return dialog
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
  }).toBe(true);
  await eventually(() => dialog.getByText('Confirm your action').isVisible()).toBe(true);
  await eventually(() => dialog.getByText('Do you want to delete this post ?').isVisible()).toBe(
    true,
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** Types `text` into the header's course search (SRCH-001), a key every `delay` ms. */
export async function searchCourses(page: Page, text: string, delay = 30): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search a golf course' });
  await box.click();
  await box.pressSequentially(text, { delay });
}

/**
 * Types `text` into a rich-text editor (TipTap): clicks it, waits until it holds the focus
 * (a busy machine lets keys go elsewhere otherwise), types, and waits until the first word
 * shows in it.
 */
export async function typeInEditor(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await eventually(() =>
    editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
  ).toBe(true);
  await editor.page().keyboard.type(text);
  await eventually(() => editor.innerText()).toContain(text.split(' ')[0]);
}

/** A page and its own context (the journey closes the context). */
export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

/** Where `FileBrowser.openSite` opens its page. */
export interface SiteOptions {
  /** The address to open, relative to the server under test: the home page by default. */
  path?: string;
  /** The browser's language (en-US). */
  locale?: string;
}

/** One e2e file's Chromium and the ways its journeys open pages in it (see `setupBrowser`). */
export interface FileBrowser {
  /** The launched browser; only inside tests and hooks (it starts in `beforeAll`). */
  readonly instance: Browser;
  /** `newPage` of browser.ts: a fresh context at `viewport` (desktop) in `locale` (en-US). */
  newPage(viewport?: Viewport, locale?: string): Promise<OpenPage>;
  /**
   * A fresh context at `viewport` (desktop) in `options.locale` on `options.path` (the home
   * page) with the cookie banner accepted (COOKIE-002).
   */
  openSite(viewport?: Viewport, options?: SiteOptions): Promise<OpenPage>;
  /**
   * A fresh context at `viewport` (desktop) on the origin's robots.txt (`openOrigin`) with the
   * cookie consent stored as the banner stores it (COOKIE-002):
   * for journeys that set up their members through the API and then open their own first
   * page, which starts the app once, with no banner, as after `openSite`.
   */
  openOrigin(viewport?: Viewport, options?: Omit<SiteOptions, 'path'>): Promise<OpenPage>;
  /**
   * Runs `journey` on a fresh page at `viewport` (`newPage`), then closes its context, also
   * when the journey fails; resolves to what the journey returns.
   */
  withPage<T>(
    viewport: Viewport,
    journey: (page: Page, context: BrowserContext) => Promise<T>,
  ): Promise<T>;
}

/**
 * The browser of an e2e file: registers the `beforeAll` that starts it (`start`, by default
 * `launch`: Debian's Chromium, pages waiting for hydration) and the `afterAll` that closes it.
 * Every page it opens is watched (page-health.ts): a console error or an unexpected 4xx/5xx
 * fails the test.
 * Call it once at the top of the file; the pages it opens use generous timeouts (browser.ts).
 */
export function setupBrowser(start: () => Promise<Browser> = launch): FileBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await start();
    watchBrowser(browser);
  });
  failOnPageProblems();
  afterAll(async () => {
    await browser?.close();
  });
  const launched = (): Browser => {
    if (!browser) throw new Error('the e2e browser starts in beforeAll: use it in tests');
    return browser;
  };
  return {
    get instance() {
      return launched();
    },
    newPage: (viewport, locale) => newPage(launched(), viewport, locale),
    async openSite(viewport = DESKTOP, { path = '/', locale } = {}) {
      const opened = await newPage(launched(), viewport, locale);
      await opened.page.goto(path);
      await acceptCookies(opened.page);
      return opened;
    },
    async openOrigin(viewport = DESKTOP, { locale } = {}) {
      const opened = await newPage(launched(), viewport, locale);
      await openOrigin(opened.page);
      await storeState(opened.page, { cookies: true });
      return opened;
    },
    async withPage(viewport, journey) {
      const { context, page } = await newPage(launched(), viewport);
      try {
        return await journey(page, context);
      } finally {
        await context.close();
      }
    },
  };
}

/** The answer of POST /register and POST /auth (D-01): the session token and the member. */
export type Member = AuthAnswer;

/** Who to register: a unique e-mail under `emailPrefix` unless `email` is given. */
export interface NewMember {
  firstName: string;
  lastName?: string;
  email?: string;
  emailPrefix?: string;
  languages?: number[];
  subRoles?: number[];
}

/**
 * Registers a member through the API, or signs in when the e-mail already exists (the
 * administrator survives between journeys on one server). Plain `fetch` to the server under
 * test, so it needs no page.
 */
export async function registerMember(who: NewMember): Promise<Member> {
  const email =
    who.email ?? `${who.emailPrefix ?? 'e2e.member'}.${randomUUID().slice(0, 8)}@example.test`;
  const post = (path: string, body: object) =>
    fetch(`${baseUrl()}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/register', {
    email,
    password: PASSWORD,
    firstName: who.firstName,
    lastName: who.lastName ?? 'Tester',
    languages: who.languages ?? [30],
    subRoles: who.subRoles ?? [2],
  });
  if (res.status !== 201) {
    expect(who.email, `register ${email}: ${res.status} ${await res.text()}`).toBeDefined();
    res = await post('/auth', { email, password: PASSWORD });
  }
  expect(res.ok, `sign-in of ${email}`).toBe(true);
  return (await res.json()) as Member;
}

/** The e2e Administrator (ADMIN_EMAILS): registered on first use, else signed in. */
export function administrator(): Promise<Member> {
  return registerMember({ firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL });
}

/**
 * Registers (or signs in) `who` and signs the page in (the page must be on the site), with the
 * cookie consent too when `cookies`.
 */
export async function signIn(page: Page, who: NewMember, cookies = false): Promise<Member> {
  const member = await registerMember(who);
  await storeSession(page, member, cookies);
  return member;
}

/**
 * A D-01 signed call to the API as `who` (or a visitor), JSON or multipart; the status and
 * the parsed answer.
 */
export async function api<T>(
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (who) headers.Authorization = await signRequest(who.token, method, `/api${path}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${baseUrl()}/api${path}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** `api` that expects a 2xx answer and resolves its data. */
export async function apiOk<T>(
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const { status, data } = await api<T>(who, method, path, body);
  expect(status >= 200 && status < 300, `${method} ${path}: ${JSON.stringify(data)}`).toBe(true);
  return data;
}
