// Chat delivery between two browsers (CHAT-019, decision 055): two signed-in friends in headless
// Chromium (playwright-core, /usr/bin/chromium), each with the other's chat box open; one sends
// BENCH_CHAT_BROWSER_MESSAGES (40) messages one at a time, the next once the previous one shows
// in the partner's page. Latency = the partner's DOM showing the text − the Enter keydown in the
// sender's page (both Date.now() of this machine's clock); beside it, from the sender's Resource
// Timing, Enter → the push request's start and the push's round trip (medians). p50/p95 on one API instance and
// across two instances sharing Redis (sender on one, receiver on the other).
// Writes bench/results/chat-browser.json.
//
//   npm run build && node --import tsx bench/chat-browser.mjs
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '@bgc/shared';
import { api, registerMembers } from './live-client.mjs';
import {
  benchServerEnv,
  cleanupAll,
  log,
  logDirFor,
  machineInfo,
  onCleanup,
  round,
  startPostgres,
  startRealServer,
  startServerPair,
  storeSessionInPage,
  startRedis,
  writeResult,
} from './lib.mjs';

const MESSAGES = Number(process.env.BENCH_CHAT_BROWSER_MESSAGES ?? 40);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A page of `browser` at `base` signed in as `member` (the SPA's stored session, cookies
 * accepted), hydrated, with the chat box of `partnerName` open; counts its console errors.
 */
async function chatPage(browser, base, member, partnerName, problems) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  onCleanup(() => context.close());
  const origin = new URL(base).origin;
  await context.addInitScript(storeSessionInPage, {
    origin,
    token: member.token,
    user: JSON.stringify(member.user),
    consentKey: COOKIE_CONSENT_KEY,
    consentStatus: COOKIE_CONSENT_ACCEPTED,
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Open the chat' }).click();
  await page
    .getByRole('complementary', { name: 'Chat' })
    .getByRole('button', { name: new RegExp(partnerName) })
    .first()
    .click();
  const box = page.getByRole('region', { name: `Chat with ${partnerName}` });
  const input = box.getByLabel(`Message to ${partnerName}`);
  await input.waitFor({ timeout: 30_000 });
  return { page, box, input };
}

/** One run: `MESSAGES` from a (on baseA) to b (on baseB); `{ p50Ms, p95Ms, ... }`. */
async function measure(browser, baseA, baseB, a, b) {
  const problems = [];
  const sender = await chatPage(browser, baseA, a, b.name, problems);
  const receiver = await chatPage(browser, baseB, b, a.name, problems);
  // the receiver notes when each text first shows in its page; the sender when Enter went down
  await receiver.page.evaluate(() => {
    window.__seen = {};
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="chat-message"]')) {
        const text = el.textContent ?? '';
        const m = text.match(/lat-\d+-\d+/);
        if (m && !(m[0] in window.__seen)) window.__seen[m[0]] = Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await sender.page.evaluate(() => {
    performance.setResourceTimingBufferSize(100_000);
    window.__enter = [];
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'Enter' && !e.shiftKey) window.__enter.push(Date.now());
      },
      true,
    );
  });
  const latencies = [];
  const toRequest = [];
  const pushes = [];
  const run = Date.now();
  for (let i = 1; i <= MESSAGES; i += 1) {
    const text = `lat-${run}-${i}`;
    await sender.input.fill(text);
    await sender.input.press('Enter');
    const seenAt = await receiver.page.waitForFunction((t) => window.__seen[t], text, {
      timeout: 30_000,
      polling: 'raf',
    });
    const seen = await seenAt.jsonValue();
    const [enter, push] = await sender.page.evaluate(() => [
      window.__enter.at(-1),
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/chat/push-message'))
        .map((e) => ({
          start: performance.timeOrigin + e.startTime,
          ms: e.responseEnd - e.startTime,
        }))
        .at(-1),
    ]);
    latencies.push(seen - enter);
    if (push && push.start >= enter - 5) {
      toRequest.push(push.start - enter);
      pushes.push(push.ms);
    }
  }
  await sender.page.context().close();
  await receiver.page.context().close();
  const sorted = [...latencies].sort((x, y) => x - y);
  const median = (xs) =>
    round(
      percentile(
        [...xs].sort((x, y) => x - y),
        50,
      ),
      1,
    );
  return {
    messages: MESSAGES,
    p50Ms: round(percentile(sorted, 50), 1),
    p95Ms: round(percentile(sorted, 95), 1),
    maxMs: round(sorted.at(-1), 1),
    // where the time goes: Enter → the push request starts (the SPA), and the push's round trip
    enterToPushRequestP50Ms: median(toRequest),
    pushRoundTripP50Ms: median(pushes),
    consoleErrors: problems.length,
  };
}

async function main() {
  const logDir = logDirFor('chat-browser');
  const pg = await startPostgres('bgc_chat_browser');
  const redisUrl = await startRedis();
  benchServerEnv();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
    headless: true,
  });
  onCleanup(() => browser.close());

  log('one instance: first start (imports the courses)…');
  const single = await startRealServer({
    name: 'chat-browser-single',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bgc-chat-browser-')),
    databaseUrl: pg.url,
    logDir,
  });
  const [a, b] = await registerPair(single.base);
  log(`one instance: ${MESSAGES} messages…`);
  const one = await measure(browser, single.base, single.base, a, b);
  log(`one instance: ${JSON.stringify(one)}`);
  await single.stop();

  const [s1, s2] = await startServerPair({
    name: 'chat-browser-redis',
    prefix: 'bgc-chat-browser',
    databaseUrl: pg.url,
    redisUrl,
    logDir,
  });
  log(`two instances with Redis: ${MESSAGES} messages, sender on one, receiver on the other…`);
  const two = await measure(browser, s1.base, s2.base, a, b);
  log(`two instances: ${JSON.stringify(two)}`);
  await s1.stop();
  await s2.stop();

  writeResult('chat-browser', {
    date: new Date().toISOString(),
    machine: machineInfo(),
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 1)),
    method:
      'two headless Chromium contexts, friends with each other’s chat box open; one message at a time; latency = partner DOM shows the text − Enter keydown in the sender page',
    target: 'p95 ≤ 150 ms (decision 055)',
    oneInstance: one,
    twoInstancesRedis: two,
  });
}

/** Two new members who are friends (D-02), with the user record the SPA stores and their names. */
async function registerPair(base) {
  const [a, b] = await registerMembers(base, 2, 'chatbrowser', 'L');
  await api(base, a.token, 'POST', '/api/friend/request', { friend: b.id });
  await api(base, b.token, 'PUT', `/api/friend/accept/${a.id}`);
  return [a, b].map((m, i) => ({ ...m, name: `Bench L${i}` }));
}

try {
  await main();
} finally {
  await cleanupAll();
}
