import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY, type AuthAnswer } from '@bgc/shared';
import { baseUrl } from './browser.js';

/**
 * What the browser suite writes in the page origin's storage before the app reads it at its
 * start: a session (D-01), the cookie consent (COOKIE-002), the UI language; and `openOrigin`,
 * the cheap page of the origin where it is written. support.ts re-exports all of it.
 */

/** What a journey puts in the page origin's storage before the SPA reads it at its start. */
export interface StoredState {
  /** The member signed in (`bgc.token`, `bgc.user`), as the SPA stores a session. */
  session?: AuthAnswer;
  /** The cookie consent as the banner stores it once accepted (COOKIE-002): no banner. */
  cookies?: boolean;
  /** The chosen UI language (`bgc.language`). */
  language?: string;
}

/**
 * Puts `page` on the server under test without starting the app: a plain text document of
 * its origin (robots.txt), where a journey writes the origin's storage (`storeState`,
 * `signIn`) before the app's first load. Loading the home page for that costs a full app
 * start (its world map, its rankings) that the journey then leaves unchecked.
 */
export async function openOrigin(page: Page): Promise<void> {
  const response = await page.goto('/robots.txt');
  expect(response?.ok(), 'robots.txt of the server under test').toBe(true);
}

/** Stores `state` in the page's origin (the page must be on the site). */
export async function storeState(page: Page, state: StoredState): Promise<void> {
  const entries: Array<[string, string]> = [];
  if (state.session)
    entries.push(
      ['bgc.token', state.session.token],
      ['bgc.user', JSON.stringify(state.session.user)],
    );
  if (state.language) entries.push(['bgc.language', state.language]);
  const consent = state.cookies
    ? { key: COOKIE_CONSENT_KEY, status: COOKIE_CONSENT_ACCEPTED }
    : null;
  await page.evaluate(
    ([items, cookie]) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
      if (cookie)
        localStorage.setItem(
          cookie.key,
          JSON.stringify({ status: cookie.status, time: Date.now() }),
        );
    },
    [entries, consent] as const,
  );
}

/**
 * Stores `who`'s session in the page's origin as the SPA does (read at its start), with the
 * cookie consent too when `cookies`.
 */
export async function storeSession(page: Page, who: AuthAnswer, cookies = false): Promise<void> {
  await storeState(page, { session: who, cookies });
}

/**
 * Keeps every page of `context` signed in as `who` with the cookie consent given: an init
 * script stores the session before the SPA starts, unless the origin already holds one (so a
 * sign-out in the journey sticks).
 */
export async function keepSignedIn(context: BrowserContext, who: AuthAnswer): Promise<void> {
  // the script runs in every frame: only our own pages get the session (an about:blank or
  // another host's frame has no storage of ours, and reading it there throws)
  await context.addInitScript(
    ([origin, token, user, cookieKey, status]) => {
      if (window.location.origin !== origin) return;
      if (!window.localStorage.getItem('bgc.token')) {
        window.localStorage.setItem('bgc.token', token);
        window.localStorage.setItem('bgc.user', user);
      }
      window.localStorage.setItem(cookieKey, JSON.stringify({ status, time: Date.now() }));
    },
    [
      new URL(baseUrl()).origin,
      who.token,
      JSON.stringify(who.user),
      COOKIE_CONSENT_KEY,
      COOKIE_CONSENT_ACCEPTED,
    ] as const,
  );
}
