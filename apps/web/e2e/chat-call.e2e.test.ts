import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { CHROMIUM_PATH, DESKTOP, baseUrl, screenshot } from './browser.js';
import { eventually, keepSignedIn, registerMember, setupBrowser } from './support.js';

/**
 * Video calls (CHAT-017..025, D-15) between two contexts with Chromium's fake camera and
 * microphone: the call rings, is accepted, both sides receive remote video frames, the
 * microphone and camera toggles work, and hanging up shows 'Call ended' / 'The videocall has
 * finished' on both sides; a refused call tells the caller it was declined.
 */
// the browser without the hydration wait of `launch`, with a fake camera and microphone
const browser = setupBrowser(() =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  }),
);
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

/** A new member with a unique last name, and the name the chat shows for it. */
async function newMember(first: string): Promise<{ auth: AuthAnswer; name: string }> {
  const lastName = `Call${randomUUID().slice(0, 4)}`;
  const auth = await registerMember({ firstName: first, lastName, emailPrefix: 'call' });
  return { auth, name: `${first} ${lastName}` };
}

async function call(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, path),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown;
}

async function signedInPage(auth: AuthAnswer): Promise<Page> {
  const context = await browser.instance.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  contexts.push(context);
  await context.grantPermissions(['camera', 'microphone']);
  await keepSignedIn(context, auth);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** Remote video is playing real frames (size known and time moving). */
async function receivesVideo(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    if (!v || v.videoWidth === 0) return false;
    const t = v.currentTime;
    await new Promise((r) => setTimeout(r, 300));
    return v.currentTime > t;
  });
}

/** Opens the chat panel of `page` and the conversation with the friend `name`; returns its region. */
async function openChatWith(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open the chat' }).click();
  await page
    .getByRole('complementary', { name: 'Chat' })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  return page.getByRole('region', { name: `Chat with ${name}` });
}

/** Two new members named `first` and `second`: the first asks, the second accepts (friends). */
async function newFriends(first: string, second: string) {
  const asker = await newMember(first);
  const accepter = await newMember(second);
  await call(asker.auth.token, 'POST', '/api/friend/request', { friend: accepter.auth.user.id });
  await call(accepter.auth.token, 'PUT', `/api/friend/accept/${asker.auth.user.id}`);
  return [asker, accepter] as const;
}

/**
 * Two new friends, each signed in on a page: the first calls the second from the chat box
 * once the second's tab has registered its peer key (CHAT-017); answers both pages and the
 * callee's incoming-call question, visible.
 */
async function ringing(first: string, second: string) {
  const [caller, callee] = await newFriends(first, second);
  const a = await signedInPage(caller.auth);
  const b = await signedInPage(callee.auth);
  await eventually(
    async () =>
      (
        (await call(caller.auth.token, 'GET', `/api/chat/get-key/${callee.auth.user.id}`)) as {
          key: string | null;
        }
      ).key,
    { timeout: 15_000 },
  ).not.toBeNull();
  const box = await openChatWith(a, callee.name);
  await box.getByRole('button', { name: 'More actions' }).click();
  await a.getByRole('menuitem', { name: 'Video call' }).click();
  const incoming = b.getByRole('alertdialog').filter({
    hasText: 'Videocall incoming, do you want to accept it ?',
  });
  await eventually(() => incoming.isVisible(), { timeout: 15_000 }).toBe(true);
  return { a, b, incoming };
}

describe('video call between two friends', () => {
  it('rings, connects with remote frames both ways, and ends with the finished alert', async () => {
    const { a, b, incoming } = await ringing('Ann', 'Bob');
    await incoming.getByRole('button', { name: 'Accept' }).click();

    await eventually(() => receivesVideo(a), { timeout: 30_000 }).toBe(true);
    await eventually(() => receivesVideo(b), { timeout: 30_000 }).toBe(true);
    await screenshot(a, 'chat-call-desktop-en');

    // the microphone and camera toggles switch Ann's own tracks off and on again
    const tracks = () =>
      a.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]');
        const stream = v?.srcObject as MediaStream | null;
        return (stream?.getTracks() ?? []).map((track) => `${track.kind}:${track.enabled}`).sort();
      });
    await a.getByRole('button', { name: 'Mute microphone' }).click();
    await a.getByRole('button', { name: 'Turn camera off' }).click();
    await eventually(tracks).toEqual(['audio:false', 'video:false']);
    expect(
      await a.getByRole('button', { name: 'Unmute microphone' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await a.getByRole('button', { name: 'Unmute microphone' }).click();
    await a.getByRole('button', { name: 'Turn camera on' }).click();
    await eventually(tracks).toEqual(['audio:true', 'video:true']);

    await a.getByRole('button', { name: 'Hang up' }).click();
    for (const page of [a, b])
      await eventually(
        () =>
          page
            .getByRole('dialog', { name: 'Call ended' })
            .filter({ hasText: 'The videocall has finished' })
            .isVisible(),
        { timeout: 15_000 },
      ).toBe(true);
    expect(await a.locator('[data-testid="remote-video"]').count()).toBe(0);
  }, 120_000);

  it('tells the caller when the callee declines', async () => {
    const { a, incoming } = await ringing('Eve', 'Fay');
    await incoming.getByRole('button', { name: 'Refuse' }).click();
    await eventually(
      () =>
        a
          .getByRole('dialog', { name: 'Call ended' })
          .filter({ hasText: 'The call was declined' })
          .isVisible(),
      { timeout: 15_000 },
    ).toBe(true);
    expect(await a.getByRole('region', { name: 'Video call' }).count()).toBe(0);
  }, 120_000);

  it('shows the camera/microphone error in an alert and starts no call (CHAT-025)', async () => {
    const [cam, dee] = await newFriends('Cam', 'Dee');
    const page = await signedInPage(cam.auth);
    // no camera or microphone for this page: getUserMedia rejects
    await page.addInitScript(() => {
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      });
    });
    await page.reload();
    const box = await openChatWith(page, dee.name);
    await box.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Video call' }).click();
    const alert = page.getByRole('dialog', { name: 'Camera or microphone' });
    await eventually(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await alert.getByText('Permission denied').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Video call' }).count()).toBe(0);
  }, 120_000);
});
