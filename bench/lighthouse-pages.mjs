// The pages lighthouse.mjs measures and what it prepares for them: the static snapshot of a page
// (its rendered DOM without scripts, served by the real server from the built SPA folder), the
// member and the post of the signed-in and post pages, and the Chromium tab that stores a
// member's session before the SPA starts (as apps/web/e2e/support.ts `keepSignedIn` does).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { getJson, onCleanup, root, storeSessionInPage } from './lib.mjs';

/** URL prefix of the snapshots; the folder of the same name sits in the built SPA folder. */
/** Snapshots are top-level files of the built SPA: `/bench-snapshot-<page key>.html`. */
export const SNAPSHOT_PREFIX = '/bench-snapshot-';
const distDir = path.join(root, 'apps/web/dist');

/** A puppeteer handle on the Chromium Lighthouse drives (`port`: its debugging port). */
export async function connectBrowser(port) {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  return browser;
}

/**
 * The pages measured (paths on the real server at `base`): home, world ranking, the United
 * Kingdom's ranking, the world number 1's Timeline and Reviews tab (COURSE-004), the newsfeed,
 * a post page (ROUTE-035), the community forum; each with a static snapshot.
 */
export async function guestPages(base, postId) {
  const first = (await getJson(`${base}/api/courses?page=1&limit=1`)).json.list[0];
  const course = `/top-golf-courses-${first.country.slug}/${first.slug}-golf-course`;
  const uk = '/top-golf-courses-united-kingdom.html';
  const ukStatus = (await fetch(`${base}${uk}`)).status;
  if (ukStatus !== 200) throw new Error(`${uk} answered ${ukStatus}`);
  return [
    { key: 'home', name: 'home', path: '/' },
    { key: 'world', name: 'ranking (worldwide)', path: '/top-golf-courses-worldwide.html' },
    { key: 'country', name: 'ranking (United Kingdom)', path: uk },
    { key: 'course', name: `course Timeline (${first.name})`, path: `${course}.html` },
    { key: 'reviews', name: `course Reviews (${first.name})`, path: `${course}/reviews.html` },
    { key: 'newsfeed', name: 'newsfeed', path: '/newsfeed.html' },
    { key: 'post', name: 'post', path: `/posts/${postId}` },
    { key: 'community', name: 'community forum', path: '/community.html' },
  ];
}

/**
 * Registers a bench member through the API and has it write a plain post (POST-001 type 1):
 * `{ member: { token, user }, postId, consent: { key, value } }`. Loads @bgc/shared (TypeScript)
 * through tsx for the D-01 request signature.
 */
export async function memberWithPost(base) {
  const { register } = await import('tsx/esm/api');
  register();
  const { api } = await import('./live-client.mjs');
  const shared = await import('@bgc/shared');
  const member = await api(base, null, 'POST', '/api/register', {
    email: `bench.lighthouse.${Date.now()}@lighthouse.bench`,
    password: 'secret12',
    firstName: 'Bench',
    lastName: 'Lighthouse',
    subRoles: [2],
    languages: [30],
  });
  const form = new FormData();
  form.set('type', '1');
  form.set('language', '30');
  form.set(
    'content',
    '<p>Played the Old Course at dawn: firm fairways, fast greens and a kind wind on the 17th.</p>',
  );
  const post = await api(base, member.token, 'POST', '/api/posts', form);
  const postId = post.id ?? post.post?.id;
  if (!postId) throw new Error(`POST /api/posts answered no id: ${JSON.stringify(post)}`);
  return {
    member: { token: member.token, user: member.user },
    postId,
    consent: { key: shared.COOKIE_CONSENT_KEY, status: shared.COOKIE_CONSENT_ACCEPTED },
  };
}

/**
 * Loads `url` in a new tab of `browser` with Lighthouse's mobile screen and user agent, waits
 * until the network is idle, and returns the rendered DOM: `document.documentElement.outerHTML`
 * with every `<script>` and `<link rel=modulepreload>` removed (held back or not, decision 069). Styles stay: the rules Emotion
 * inserted through the CSSOM (not in the DOM text) are written into their `<style>` element.
 */
export async function captureSnapshot(browser, url) {
  const page = await browser.newPage();
  try {
    const screen = screenEmulationMetrics.mobile;
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await page.setUserAgent(userAgents.mobile);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    return await page.evaluate(() => {
      for (const style of document.querySelectorAll('style')) {
        const rules = style.sheet?.cssRules;
        if (rules) style.textContent = Array.from(rules, (r) => r.cssText).join('\n');
      }
      const scripts = 'script, link[rel="modulepreload"], link[rel="x-bgc-modulepreload"]';
      for (const el of document.querySelectorAll(scripts)) el.remove();
      return `<!DOCTYPE html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await page.close();
  }
}

/**
 * Writes a snapshot into the built SPA folder with the Brotli and gzip copies the build writes
 * next to its files (decision 033), so the snapshot travels compressed like the live page.
 * The real server serves the folder's top-level files found when it starts
 * (plugins/static-files.ts `spaAssets`): start a server after writing. Returns the snapshot's
 * path on the server. The files are removed when the bench ends.
 */
export function writeSnapshot(key, html) {
  const file = path.join(distDir, `${SNAPSHOT_PREFIX.slice(1)}${key}.html`);
  onCleanup(() => {
    for (const f of [file, `${file}.br`, `${file}.gz`]) rmSync(f, { force: true });
  });
  const body = Buffer.from(html, 'utf8');
  writeFileSync(file, body);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return `${SNAPSHOT_PREFIX}${key}.html`;
}

/**
 * A tab whose every document of `origin` starts with the member's session (and the cookie
 * consent) in local storage, set before the SPA's scripts run: Lighthouse clears the origin's
 * storage before it navigates, then this script stores the session again. Close it after use.
 */
export async function signedInTab(browser, origin, { member, consent }) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(storeSessionInPage, {
    origin,
    token: member.token,
    user: JSON.stringify(member.user),
    consentKey: consent.key,
    consentStatus: consent.status,
  });
  return page;
}
