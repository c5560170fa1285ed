import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { DESKTOP, PHONE, baseUrl, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { eventually, keepSignedIn, registerMember, setupBrowser } from './support.js';

/**
 * The chat journey in two browser contexts (FRIEND-*, CHAT-*, D-15, decision 038): a request →
 * accepted in the chat box → messages both ways, delivered live without a hold → delete for
 * both → block → the blocked side's open box shows the blocked state; and the phone layout.
 */
const browser = setupBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

interface Member {
  auth: AuthAnswer;
  name: string;
}

/** A new member with a unique last name, and the name the chat shows for it. */
async function newMember(first: string): Promise<Member> {
  const lastName = `Chat${randomUUID().slice(0, 4)}`;
  const auth = await registerMember({ firstName: first, lastName, emailPrefix: 'chat' });
  return { auth, name: `${first} ${lastName}` };
}

async function call(m: Member, method: 'POST' | 'PUT', path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: await signRequest(m.auth.token, method, path),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status).toBe(200);
}

/** The `/api/live` sockets each page opened (docs/architecture.md: one per tab). */
const liveSockets = new WeakMap<Page, WebSocket[]>();
const openLiveSockets = (page: Page) =>
  (liveSockets.get(page) ?? []).filter((ws) => !ws.isClosed()).length;

/** A context signed in as `m` (the SPA's stored session) with cookies accepted. */
async function signedInPage(
  m: Member,
  viewport: { width: number; height: number } = DESKTOP,
  locale = 'en-US',
): Promise<Page> {
  const { context, page } = await browser.newPage(viewport, locale);
  contexts.push(context);
  await keepSignedIn(context, m.auth);
  const sockets: WebSocket[] = [];
  liveSockets.set(page, sockets);
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/api/live') sockets.push(ws);
  });
  await page.goto('/');
  return page;
}

const box = (page: Page, name: string) => page.getByRole('region', { name: `Chat with ${name}` });

async function openBoxFromList(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open the chat' }).click();
  const list = page.getByRole('complementary', { name: 'Chat' });
  await list
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await eventually(() => box(page, name).isVisible(), { timeout: 10_000 }).toBe(true);
}

async function send(page: Page, name: string, text: string) {
  const input = box(page, name).getByLabel(`Message to ${name}`);
  await input.fill(text);
  await input.press('Enter');
}

describe('chat between two members', () => {
  it('request → accept → instant messages → delete for both → block → blocked state', async () => {
    const ann = await newMember('Ann');
    const bob = await newMember('Bob');
    await call(ann, 'POST', '/api/friend/request', { friend: bob.auth.user.id });
    const a = await signedInPage(ann);
    const b = await signedInPage(bob);

    // status 1 for Ann (waiting), 2 for Bob (Accept / Deny) — CHAT-026
    await openBoxFromList(a, bob.name);
    await eventually(() =>
      box(a, bob.name)
        .getByText(/Waiting for .* to accept it/)
        .isVisible(),
    ).toBe(true);
    await openBoxFromList(b, ann.name);
    await box(b, ann.name).getByRole('button', { name: 'Accept' }).click();
    // the accept reaches Ann live (commitFriend): her box gets the input
    await eventually(() => box(a, bob.name).getByLabel(`Message to ${bob.name}`).isVisible(), {
      timeout: 15_000,
    }).toBe(true);

    // messages both ways, live; Shift+Enter adds a line, a blank is not sent (CHAT-007).
    // CHAT-019 / decision 038: no hold before the push. Ann's clock stands still from here, so a
    // timer-held message would never leave her page; Bob still gets it
    await a.clock.install();
    await a.clock.pauseAt(Date.now() + 60_000);
    const input = box(a, bob.name).getByLabel(`Message to ${bob.name}`);
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Hello Bob');
    await input.press('Shift+Enter');
    await input.pressSequentially('nine holes?');
    await input.press('Enter');
    await eventually(() => box(b, ann.name).getByText('nine holes?').isVisible(), {
      timeout: 15_000,
    }).toBe(true);
    expect(await box(b, ann.name).getByTestId('chat-message').count()).toBe(1);
    await a.clock.resume();
    await send(b, ann.name, 'Yes, at 9 <b>sharp</b>');
    await eventually(() => box(a, bob.name).getByText('Yes, at 9 <b>sharp</b>').isVisible(), {
      timeout: 15_000,
    }).toBe(true);
    await screenshot(a, 'chat-desktop-en');
    // decision 079: the chat, the bell and the member's refresh share the tab's one socket
    expect([openLiveSockets(a), openLiveSockets(b)]).toEqual([1, 1]);

    // delete for both: Bob sees 'deleted this message' (CHAT-012)
    const mine = box(a, bob.name).getByTestId('chat-message').filter({ hasText: 'nine holes?' });
    await mine.locator('xpath=..').getByRole('button', { name: 'Message actions' }).click();
    await a.getByRole('menuitem', { name: 'Delete for both' }).click();
    await eventually(
      () => box(b, ann.name).getByText(`${ann.name} deleted this message`).isVisible(),
      {
        timeout: 15_000,
      },
    ).toBe(true);

    // Ann blocks Bob: her box shows the unblock prompt without input (8); Bob's message is blocked
    await box(a, bob.name).getByRole('button', { name: 'More actions' }).click();
    await a.getByRole('menuitem', { name: 'Block' }).click();
    await a
      .getByRole('alertdialog', { name: 'Block this member?' })
      .getByRole('button', { name: 'Block' })
      .click();
    await eventually(() => box(a, bob.name).getByText(`You blocked ${bob.name}`).isVisible(), {
      timeout: 15_000,
    }).toBe(true);
    expect(await box(a, bob.name).getByLabel(`Message to ${bob.name}`).count()).toBe(0);
    // status 6 (FRIEND-006, D-02): Bob's open box changes live: no input, no presence,
    // the blocked state with 'Disconnect'
    await eventually(() => box(b, ann.name).getByTestId('chat-blocked').isVisible(), {
      timeout: 15_000,
    }).toBe(true);
    expect(await box(b, ann.name).getByLabel(`Message to ${ann.name}`).count()).toBe(0);
    expect(await box(b, ann.name).getByText('Online', { exact: true }).count()).toBe(0);
    expect(await box(b, ann.name).getByRole('button', { name: 'Disconnect' }).isVisible()).toBe(
      true,
    );
    await screenshot(b, 'chat-blocked-desktop-en');
  }, 120_000);

  it('phone layout: the list and a box take the whole screen; axe finds nothing serious', async () => {
    const cam = await newMember('Cam');
    const dee = await newMember('Dee');
    await call(cam, 'POST', '/api/friend/request', { friend: dee.auth.user.id });
    await call(dee, 'PUT', `/api/friend/accept/${cam.auth.user.id}`);
    const page = await signedInPage(cam, PHONE);
    await page.getByRole('button', { name: 'Open the chat' }).click();
    const list = page.getByRole('complementary', { name: 'Chat' });
    await eventually(() => list.getByText(dee.name).first().isVisible()).toBe(true);
    const size = await list.boundingBox();
    expect(size?.width).toBe(PHONE.width);
    await screenshot(page, 'chat-list-phone-en');
    await expectNoSeriousA11yViolations(page);
    await list
      .getByRole('button', { name: new RegExp(dee.name) })
      .first()
      .click();
    await eventually(() => box(page, dee.name).isVisible()).toBe(true);
    await send(page, dee.name, 'Hi from my phone');
    await eventually(() => box(page, dee.name).getByTestId('chat-message').count(), {
      timeout: 15_000,
    }).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'chat-box-phone-en');
    await expectNoSeriousA11yViolations(page);
    // another language (French)
    const fr = await signedInPage(dee, PHONE, 'fr-FR');
    await fr.evaluate(() => window.localStorage.setItem('bgc.language', 'fr'));
    await fr.reload();
    await fr.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    await eventually(() =>
      fr.getByRole('complementary', { name: 'Discussion' }).getByText(cam.name).first().isVisible(),
    ).toBe(true);
    await screenshot(fr, 'chat-list-phone-fr');
  }, 120_000);
});
