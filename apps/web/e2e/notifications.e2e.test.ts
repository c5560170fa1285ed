import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signRequest } from '@bgc/shared';
import { PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { eventually, registerMember, setupBrowser, storeSession, type Member } from './support.js';
import { textPostForm } from './content.js';

/**
 * Notifications and finder journey (FIND-*, NOTIF-*): A hosts in a French city; B looks for a host there on
 * Saturday (the City searched on the server, typed without accents, decision 043), sends a golf
 * request; A's bell count rises live and the item names the dates, place and handicap asked
 * (FRIEND-020); A accepts; B's result then reads 'Chat', which opens the chat box (FIND-013), and
 * Back from the host's profile shows the search again. Every required field says its spec
 * message under it; the host's course field speaks of the finder. A comment and a
 * reply notify the right people; items are read when opened and deleted. Phone screens pass
 * axe.
 */
const browser = setupBrowser();

/** A new member registered through the API (no page is signed in). */
const member = (firstName: string): Promise<Member> =>
  registerMember({ firstName, lastName: 'Golfer', emailPrefix: 'e2e.notif' });

async function api<T>(
  page: Page,
  who: Member,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: FormData | object,
): Promise<T> {
  const headers = { Authorization: await signRequest(who.token, method, `/api${path}`) };
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : body instanceof FormData ? { multipart: body } : { data: body }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

function nextSaturday(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * France, Île-de-France, one of its cities past the first 500 A–Z whose name has an accent
 * (decision 043: the City picker searches them all), and a French course.
 */
async function frenchPlace(page: Page) {
  const countries = (await (await page.request.get('/api/countries/all')).json()) as {
    list: Array<{ id: number; code: string; name: string }>;
  };
  const france = countries.list.find((c) => c.code === 'FR')!;
  const states = (await (await page.request.get(`/api/countries/states/${france.id}`)).json()) as {
    list: Array<{ id: number; code: string; name: string }>;
  };
  const state = states.list.find((s) => s.code === 'IDF')!;
  const cities = (await (await page.request.get(`/api/states/cities/${state.id}`)).json()) as {
    list: Array<{ id: number; name: string }>;
  };
  const city = cities.list.slice(500).find((c) => /[^\x20-\x7e]/.test(c.name));
  expect(city, 'an accented city of Île-de-France past the first 500').toBeDefined();
  const courses = (await (await page.request.get('/api/courses?page=1&limit=1')).json()) as {
    list: Array<{ id: number }>;
  };
  return { france, state, city: city!, courseId: courses.list[0]!.id };
}

/** A name as typed without accents nor capitals ('Évry' → 'evry'). */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The helper text under the field holding `field` (its error or its help), or null. */
const helperOf = (field: Locator) =>
  field.evaluate(
    (el) =>
      el.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ??
      null,
  );

const bell = (page: Page) => page.getByTestId('notification-bell');
/** The unread count shown (MUI keeps the last number in a hidden badge when it falls to 0). */
const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge').locator('.MuiBadge-badge');
  const hidden = ((await badge.getAttribute('class')) ?? '').includes('MuiBadge-invisible');
  return hidden ? 0 : Number((await badge.textContent()) || 0);
};

async function choose(page: Page, label: string, option: string): Promise<void> {
  // the footer's edition switcher is a 'Country' select too: pick inside the main content
  await page.getByRole('main').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // the list closes with the choice; one left open on a busy machine (its options re-rendered
  // under the click) is closed with Escape, as a person would, before the next field
  await eventually(async () => {
    if ((await page.getByRole('listbox').count()) === 0) return true;
    await page.keyboard.press('Escape');
    return false;
  }).toBe(true);
}

describe('player finder and notifications', () => {
  it('B finds A for Saturday, requests; A sees the bell rise live, opens it and accepts', async () => {
    const { context: ctxA, page: pageA } = await browser.openSite();
    const { context: ctxB, page: pageB } = await browser.openSite();
    const a = await member('Hostine');
    const b = await member('Seeker');
    const place = await frenchPlace(pageA);
    const saturday = nextSaturday();
    await api(pageA, a, 'POST', '/hosts', {
      country: place.france.id,
      state: place.state.id,
      city: place.city.id,
      courses: [place.courseId],
      timeMode: 1,
      timeTemporary: [{ date: saturday, from: '08:00', to: '12:00' }],
    });
    await storeSession(pageA, a);
    await pageA.goto('/newsfeed.html');
    await eventually(() => bell(pageA).isVisible()).toBe(true);
    await eventually(() => badgeCount(pageA)).toBe(0);

    // B's handicap goes with the request (FIND-011)
    await api(pageB, b, 'PUT', '/me', { handicap: 12.5 });
    await storeSession(pageB, { ...b, user: { ...b.user, handicap: 12.5 } });
    await pageB.goto('/player-finder.html');
    await eventually(() => pageB.getByRole('heading', { name: 'Players Finder' }).isVisible()).toBe(
      true,
    );
    // FIND-018 / FIND-020 / INPUT-004: an empty search says each field's spec message, in the
    // same place: under the field (decision 043)
    const main = pageB.getByRole('main');
    await pageB.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(() => pageB.getByText('Field is required').count()).toBe(2);
    expect(await pageB.getByText('Required', { exact: true }).count()).toBe(2);
    for (const [field, text] of [
      [main.getByRole('combobox', { name: 'Country' }), 'Field is required'],
      [main.getByRole('combobox', { name: 'State' }), 'Field is required'],
      [pageB.getByLabel('Date from'), 'Required'],
      [pageB.getByLabel('Date to'), 'Required'],
    ] as const)
      expect(await helperOf(field)).toBe(text);
    await choose(pageB, 'Country', place.france.name);
    await choose(pageB, 'State', place.state.name);
    // decision 043: the City is searched on the server among all the region's cities (this
    // one is past the first 500 A–Z), typed without its accents
    const cityField = main.getByRole('combobox', { name: 'City' });
    await cityField.fill(plain(place.city.name));
    await pageB.getByRole('option', { name: place.city.name, exact: true }).click();
    await eventually(() => cityField.inputValue()).toBe(place.city.name);
    await pageB.getByLabel('Date from').fill(plus(saturday, -1));
    await pageB.getByLabel('Date to').fill(plus(saturday, 1));
    // INPUT-002/003 on a weekday time field, then FIND-023
    await pageB.getByRole('checkbox', { name: 'Saturday' }).check();
    const from = pageB.getByRole('textbox', { name: 'From', exact: true }).nth(5);
    const to = pageB.getByRole('textbox', { name: 'To', exact: true }).nth(5);
    await from.fill('2377');
    await eventually(() => from.inputValue()).toBe('23:59');
    await to.fill('0900');
    await pageB.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(() =>
      pageB.getByText('Please check time from and time to of Saturday').isVisible(),
    ).toBe(true);
    await from.fill('0800');
    await to.fill('1200');
    await screenshot(pageB, 'finder-form-1366-en');
    await pageB.getByRole('button', { name: 'Search', exact: true }).click();
    const card = pageB.getByTestId('host-card').filter({ hasText: 'Hostine Golfer' });
    await eventually(() => card.isVisible()).toBe(true);
    await screenshot(pageB, 'finder-results-1366-en');
    await card.getByRole('button', { name: 'Send request' }).click();
    await eventually(() => card.getByRole('button', { name: 'Request sent' }).isDisabled()).toBe(
      true,
    );

    // live: A's bell rises without a reload (well before the 60 s poll)
    await eventually(() => badgeCount(pageA), 15_000).toBe(1);
    await bell(pageA).click();
    const item = pageA.getByText('Seeker Golfer sent you a golf request');
    await eventually(() => item.isVisible()).toBe(true);
    // FRIEND-020 (decision 043): the item names the dates, the place and the handicap asked
    const asked = pageA.getByTestId('finder-request-details');
    await eventually(() => asked.textContent()).toContain(
      `Place: ${place.city.name}, ${place.state.name}, ${place.france.name}`,
    );
    expect(await asked.textContent()).toContain('Handicap: 12.5');
    expect(await asked.textContent()).toMatch(/Dates: \S/);
    await screenshot(pageA, 'bell-panel-1366-en');
    await item.click();
    await eventually(() => pageA.url()).toContain(`/profiles/${b.user.id}`);
    await eventually(() => badgeCount(pageA)).toBe(0);
    await pageA.getByRole('button', { name: 'Request awaiting' }).click();
    // the answer dialog says the same
    const dialog = pageA.getByRole('dialog', { name: 'Friend request' });
    await eventually(() => dialog.getByTestId('finder-request-details').textContent()).toContain(
      'Handicap: 12.5',
    );
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await eventually(() => pageA.getByText(/You are now friends/).isVisible()).toBe(true);

    // B: a new search keeps the form; its result reads 'Chat', which opens the chat box over
    // the results (FIND-013)
    await pageB.getByRole('button', { name: 'Make a new search' }).click();
    await eventually(() => cityField.inputValue()).toBe(place.city.name);
    await pageB.getByRole('button', { name: 'Search', exact: true }).click();
    const chat = card.getByRole('button', { name: 'Chat' });
    await eventually(() => chat.isVisible()).toBe(true);
    await chat.click();
    await eventually(() =>
      pageB.getByRole('region', { name: 'Chat with Hostine Golfer' }).isVisible(),
    ).toBe(true);
    expect(pageB.url()).toContain('/player-finder.html');
    // Back from the host's profile shows the same search and its results (decision 043)
    await card.getByRole('link', { name: 'Hostine Golfer' }).click();
    await eventually(() => pageB.url()).toContain(`/profiles/${a.user.id}`);
    await pageB.goBack();
    await eventually(() => card.getByRole('button', { name: 'Chat' }).isVisible()).toBe(true);
    await pageB.getByRole('button', { name: 'Make a new search' }).click();
    await eventually(() => cityField.inputValue()).toBe(place.city.name);

    // A, host: the course field speaks of the finder; an empty course list says FIND-019's
    // message under the field (decision 043)
    await pageA.goto('/player-finder.html');
    await pageA.getByRole('button', { name: 'Being a Host' }).click();
    await pageA.getByRole('button', { name: 'Edit' }).click();
    const course = pageA.getByRole('main').getByRole('combobox', { name: 'Golf course' });
    await eventually(() => helperOf(course)).toBe('The golf courses where you can host players');
    expect(await pageA.getByRole('main').getByText(/vlog/i).count()).toBe(0);
    await pageA.getByRole('main').locator('.MuiChip-deleteIcon').first().click();
    await pageA.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => helperOf(course)).toBe('Please choose course');
    await ctxA.close();
    await ctxB.close();
  });

  it('comment and reply notify the right people; read when opened; delete', async () => {
    const { context, page } = await browser.openSite();
    const author = await member('Author');
    const commenter = await member('Commenter');
    const form = textPostForm('<p>Nine holes tomorrow?</p>');
    const post = await api<{ id: number }>(page, author, 'POST', '/posts', form);
    const comment = await api<{ id: number }>(page, commenter, 'POST', '/comments', {
      entityName: 'post',
      entityId: post.id,
      text: 'Count me in',
    });
    await api(page, author, 'POST', '/comments', {
      entityName: 'post',
      entityId: post.id,
      text: 'Great, 9am',
      parent: comment.id,
    });
    await storeSession(page, commenter);
    await page.goto('/newsfeed.html');
    await eventually(() => badgeCount(page)).toBe(1);
    await bell(page).click();
    const reply = page.getByText('Author Golfer replied to your comment');
    await eventually(() => reply.isVisible()).toBe(true);
    await reply.click();
    await eventually(() => new URL(page.url()).pathname).toMatch(
      new RegExp(`^/posts/${post.id}/\\d+$`),
    );
    await eventually(() => badgeCount(page)).toBe(0);
    // delete it
    await bell(page).click();
    const items = page.getByTestId('notification-item');
    await eventually(() => items.count()).toBe(1);
    await page.getByRole('button', { name: /^Delete: Author Golfer replied/ }).click();
    await eventually(() => items.count()).toBe(0);
    await eventually(() => page.getByText('No notifications yet.').isVisible()).toBe(true);
    // the author got the comment (7), not their own reply
    await storeSession(page, author);
    await page.goto('/newsfeed.html');
    await eventually(() => badgeCount(page)).toBe(1);
    await bell(page).click();
    await eventually(() =>
      page.getByText('Commenter Golfer commented on your post').isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await eventually(() => badgeCount(page)).toBe(0);
    await context.close();
  });

  it('a comment mentions a member picked from the @ suggestions; they are notified', async () => {
    const { context, page } = await browser.openSite();
    const author = await member('Writer');
    const tag = randomUUID().replace(/\d/g, '').slice(0, 6);
    const mentioned = await member(`Zed${tag}`);
    const commenter = await member('Mentioner');
    const form = textPostForm('<p>Who plays Sunday?</p>');
    const post = await api<{ id: number }>(page, author, 'POST', '/posts', form);
    await storeSession(page, commenter);
    await page.goto(`/posts/${post.id}`);
    const field = page.getByRole('textbox', { name: 'Write a comment' });
    await eventually(() => field.isVisible()).toBe(true);
    await field.click();
    await field.pressSequentially(`Ask @Zed${tag}`);
    // the member search answers; the field points at the highlighted option
    const option = page.getByRole('option', { name: new RegExp(`Zed${tag} Golfer`) });
    await eventually(() => option.isVisible()).toBe(true);
    await eventually(() => field.getAttribute('aria-activedescendant')).toBe(
      await option.getAttribute('id'),
    );
    await field.press('Enter'); // picks the member (does not send)
    // the field shows the name; the comment goes out as @[Name](id) (decision 037)
    await eventually(() => field.inputValue()).toBe(`Ask @Zed${tag} Golfer `);
    await field.press('Enter'); // sends
    const link = page.getByRole('link', { name: `@Zed${tag} Golfer` });
    await eventually(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toMatch(new RegExp(`/${mentioned.user.id}$`));
    // the mentioned member's bell (NOTIF-009 type 3)
    await storeSession(page, mentioned);
    await page.goto('/newsfeed.html');
    await eventually(() => badgeCount(page)).toBe(1);
    await bell(page).click();
    await eventually(() =>
      page.getByText('Mentioner Golfer mentioned you').first().isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('phone: bell full screen and the finder pass axe (English and French)', async () => {
    for (const [locale, lang] of [
      ['en-US', 'en'],
      ['fr-FR', 'fr'],
    ] as const) {
      const { context, page } = await browser.openSite(PHONE, { locale });
      const who = await member('Phone');
      const fan = await member('Fan');
      await api(page, fan, 'POST', '/follow', { entityName: 'user', entityId: who.user.id });
      await storeSession(page, who);
      await page.goto(`/player-finder.html?ln=${lang}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await expectNoSeriousA11yViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `finder-390-${lang}`, { fullPage: true });
      await eventually(() => badgeCount(page)).toBe(1);
      await bell(page).click();
      await eventually(() => page.getByTestId('notification-item').count()).toBe(1);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `bell-390-${lang}`);
      await context.close();
    }
  });
});
