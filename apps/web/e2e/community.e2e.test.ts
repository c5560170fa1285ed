import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signRequest } from '@bgc/shared';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectNoSeriousA11yViolations,
  launch,
  newPage,
  screenshot,
} from './browser.js';

/**
 * Issue 5, the community forum, the Vloggers – Coaches page and the moderation queue
 * (COMM-001..012, OPEN-045, VLOG-001..009, OPEN-006, OPEN-036, D-04) in Chromium against the
 * production build, with every request outside the server blocked: a member starts a
 * discussion through the dialog ('Description is empty' first), filters the list by tag and
 * language, removes the filters, sorts by 'Most Commented', replies on the detail page and
 * goes back; a bad id is 'not longer available'; the coaches page shows a vlog in the chosen
 * language (through 'More'); the Administrator hides a reported discussion.
 */
const PASSWORD = 'secret12';
const ADMIN_EMAIL = 'admin@e2e.bgc.test';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface Member {
  token: string;
  user: { id: number; name: string };
}

const poll = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 150 });

/** A context at `viewport` that reaches the server under test only (no YouTube, no tiles). */
async function offlinePage(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  const origin = new URL(baseUrl()).origin;
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort(),
  );
  await page.goto('/');
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await accept.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await accept.isVisible()) await accept.click();
  return { context, page };
}

/** Registers (or signs in, for the fixed administrator) through the API. */
async function member(page: Page, firstName: string, email?: string): Promise<Member> {
  const address = email ?? `e2e.comm.${randomUUID().slice(0, 8)}@example.test`;
  let res = await page.request.post('/api/register', {
    data: {
      email: address,
      password: PASSWORD,
      firstName,
      lastName: 'Forum',
      languages: [30, 37],
      subRoles: [2],
    },
  });
  if (res.status() !== 201)
    res = await page.request.post('/api/auth', { data: { email: address, password: PASSWORD } });
  expect(res.ok(), `sign-in of ${address}`).toBe(true);
  return (await res.json()) as Member;
}

/** Signs the page in as `who` (the SPA reads the stored session at start). */
async function useSession(page: Page, who: Member): Promise<void> {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('bgc.token', token);
      localStorage.setItem('bgc.user', user);
    },
    [who.token, JSON.stringify(who.user)] as const,
  );
}

/** A D-01 signed API call as `who`; resolves the JSON answer. */
async function api<T>(
  page: Page,
  who: Member,
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | object,
): Promise<T> {
  const headers = { Authorization: await signRequest(who.token, method, `/api${path}`) };
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers,
    ...(body instanceof FormData ? { multipart: body } : { data: body }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

function postForm(
  fields: Record<string, string>,
  hashtags: string[] = [],
  youtubes: string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const tag of hashtags) form.append('hashtags[]', tag);
  for (const link of youtubes) form.append('youtubes[]', link);
  return form;
}

/** Clicks a filter radio (the address changes in a transition, then the radio shows checked). */
async function pick(page: Page, name: string | RegExp): Promise<void> {
  const moreTags = page.getByRole('button', { name: 'More tags' });
  if (!(await page.getByRole('radio', { name }).isVisible()) && (await moreTags.isVisible()))
    await moreTags.click();
  await page.getByRole('radio', { name }).click();
  await poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

const item = (page: Page, title: string) =>
  page.getByTestId('discussion-item').filter({ hasText: title });
const titles = (page: Page) =>
  page.getByTestId('discussion-item').getByRole('heading').allInnerTexts();

describe('community forum (COMM-*)', () => {
  it('starts, filters, sorts and answers discussions', async () => {
    const id = randomUUID().slice(0, 6);
    const tag = `e2etag${id}`;
    const { context, page } = await offlinePage();
    const a = await member(page, `Ann${id}`);
    const b = await member(page, `Ben${id}`);
    // a first discussion in French (written earlier, so second by date) that B comments twice
    const second = await api<{ id: number }>(
      page,
      a,
      'POST',
      '/posts',
      postForm(
        {
          type: '8',
          language: '37',
          title: `Second talk ${id}`,
          content: '<p>Links or parkland?</p>',
        },
        [tag],
      ),
    );
    for (const text of ['Links!', 'Parkland.'])
      await api(page, b, 'POST', '/comments', {
        entityId: second.id,
        entityName: 'post',
        parent: null,
        text,
      });

    // a visitor is asked to sign in (COMM-011)
    await page.goto('/community.html');
    await poll(() => page.getByRole('heading', { name: 'Community', level: 1 }).isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Start a Discussion' }).click();
    await poll(() => page.getByText('You need to login').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A starts a discussion through the dialog (COMM-001, COMM-010)
    await useSession(page, a);
    await page.reload();
    await page.getByRole('button', { name: 'Start a Discussion' }).click();
    // issue 12 item 15: the dialog is titled like the button
    const dialog = page.getByRole('dialog', { name: 'Start a Discussion' });
    await poll(() => dialog.getByLabel(/^Title/).isVisible()).toBe(true);
    await expect(dialog.getByRole('radio', { name: 'Vlog' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await poll(() => dialog.getByText('Field is required').first().isVisible()).toBe(true);
    await dialog.getByLabel(/^Title/).fill(`First talk ${id}`);
    await dialog.getByRole('combobox', { name: /^Language/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await dialog.getByLabel('Hashtags').fill(`#${tag}`);
    await dialog.getByLabel('Hashtags').press('Enter');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await poll(() => page.getByText('Please enter your description').isVisible()).toBe(true);
    await poll(() => page.getByText('Description is empty').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('textbox', { name: 'Your post' }).click();
    await page.keyboard.type('Which golf trolley do you use?');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await poll(() => dialog.isVisible(), 30_000).toBe(false);
    await poll(() => item(page, `First talk ${id}`).isVisible()).toBe(true);
    await poll(() => item(page, `First talk ${id}`).getByText(`#${tag}`).isVisible()).toBe(true);

    // the tag filter, then the language filter (COMM-002, COMM-003, COMM-006)
    await pick(page, `#${tag} (2)`);
    await poll(() => page.url()).toContain(`tag=${tag}`);
    await poll(() => titles(page)).toEqual([`First talk ${id}`, `Second talk ${id}`]);
    await pick(page, /^French \(\d+\)$/);
    await poll(() => titles(page)).toEqual([`Second talk ${id}`]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove all filter' }).click();
    await poll(() => new URL(page.url()).search).toBe('');
    await poll(() => page.getByRole('radio', { name: 'All tags' }).isChecked()).toBe(true);
    await poll(() => page.getByRole('radio', { name: 'All languages' }).isChecked()).toBe(true);

    // 'Most Commented' puts the commented discussion first (COMM-005, OPEN-045)
    await pick(page, `#${tag} (2)`);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Commented' }).click();
    await poll(() => titles(page)).toEqual([`Second talk ${id}`, `First talk ${id}`]);
    await poll(() =>
      item(page, `Second talk ${id}`).getByRole('img', { name: 'Comments: 2' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'community-desktop');

    // the detail: back button, title, the discussion, a reply (COMM-008)
    await item(page, `First talk ${id}`)
      .getByRole('link', { name: `First talk ${id}` })
      .click();
    await poll(() =>
      page.getByRole('heading', { name: `First talk ${id}`, level: 2 }).isVisible(),
    ).toBe(true);
    await poll(() =>
      page.getByRole('heading', { name: `First talk ${id}`, level: 1 }).count(),
    ).toBe(1);
    await poll(() => page.getByText('Which golf trolley do you use?').isVisible()).toBe(true);
    const reply = page.getByRole('textbox', { name: 'Write a comment' });
    await reply.fill('An electric one.');
    await reply.press('Enter');
    await poll(() => page.getByText('An electric one.').isVisible()).toBe(true);
    // the send button's spinner is gone once the reply is saved
    await poll(() => page.locator('.MuiCircularProgress-root').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'community-detail-desktop');
    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/community.html');
    await poll(() => page.url()).toContain('sort=totalComment');

    // a discussion that does not exist (COMM-009)
    await page.goto('/community/999999999');
    await poll(() => page.getByText('The discussion is not longer available').isVisible()).toBe(
      true,
    );
    await context.close();

    const phone = await offlinePage(PHONE);
    await phone.page.goto(`/community.html?tag=${tag}`);
    await poll(() => item(phone.page, `First talk ${id}`).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'community-phone');
    await phone.page.goto(`/community/${second.id}`);
    await poll(() => phone.page.getByText('Links!').isVisible()).toBe(true);
    await screenshot(phone.page, 'community-detail-phone');
    await phone.context.close();
  });
});

interface CourseRef {
  id: number;
}

/** A France course from a random page (a vlog needs one). */
async function franceCourse(page: Page): Promise<CourseRef> {
  const country = (await (await page.request.get('/api/countries/france')).json()) as {
    id: number;
  };
  const pageNo = 1 + Math.floor(Math.random() * 30);
  const res = await page.request.get(
    `/api/courses?filter_country=${country.id}&limit=5&page=${pageNo}`,
  );
  const course = ((await res.json()) as { list: CourseRef[] }).list[0];
  if (!course) throw new Error('no France course');
  return course;
}

/** VLOG-002: checks a language radio, through the 'More' dialog when it is not shown. */
async function chooseLanguage(page: Page, name: RegExp, checkA11y = false): Promise<void> {
  if (!(await page.getByRole('radio', { name }).isVisible())) {
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const more = page.getByRole('dialog', { name: 'More languages' });
    await poll(() => more.isVisible()).toBe(true);
    if (checkA11y) await expectNoSeriousA11yViolations(page);
    await more.getByRole('radio', { name }).click();
    await poll(() => more.isVisible()).toBe(false);
  } else await page.getByRole('radio', { name }).click();
  await poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

describe('Vloggers – Coaches page (VLOG-*)', () => {
  it('shows the vlog of the chosen language, through More', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await offlinePage();
    const v = await member(page, `Vic${id}`);
    const course = await franceCourse(page);
    // over 5 languages: coaching videos in Polish, Czech, Estonian and Latvian, a vlog in Icelandic
    for (const language of ['111', '112', '132', '133'])
      await api(
        page,
        v,
        'POST',
        '/posts',
        postForm({ type: '3', language, content: `<p>Coaching ${language} ${id}</p>` }),
      );
    await api(
      page,
      v,
      'POST',
      '/posts',
      postForm(
        {
          type: '2',
          language: '138',
          course: String(course.id),
          content: `<p>Icelandic vlog ${id}</p>`,
        },
        ['vlog'],
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ),
    );

    await page.goto('/coaches.html');
    await poll(() =>
      page.getByRole('heading', { name: 'Latest VLOG / Coaching video', level: 1 }).isVisible(),
    ).toBe(true);
    await poll(() => page.getByRole('radio', { name: 'All languages' }).isChecked()).toBe(true);
    // visitors get no 'Create post' (OPEN-006)
    await expect(page.getByRole('button', { name: 'Create post' }).count()).resolves.toBe(0);
    await poll(() => page.getByRole('button', { name: 'More', exact: true }).isVisible()).toBe(
      true,
    );
    await poll(() =>
      page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio').count(),
    ).toBe(6);
    await chooseLanguage(page, /^Icelandic/, true);
    await poll(() => page.getByRole('radio', { name: /^Icelandic/ }).isChecked()).toBe(true);
    const vlogs = page.getByTestId('vlog-list');
    await poll(() =>
      vlogs
        .getByTestId('post-card')
        .filter({ hasText: `Icelandic vlog ${id}` })
        .isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Coaching video' }).click();
    await poll(() => page.getByText('No coaching video posted yet.').isVisible()).toBe(true);
    await chooseLanguage(page, /^Polish/);
    await poll(() =>
      page.getByTestId('coaching-list').getByText(`Coaching 111 ${id}`).isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Vlog' }).click();
    await poll(() => page.getByText('No vlog posted yet.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'coaches-desktop');

    // members get 'Create post' with the General / Vlog / Coaching radio (OPEN-006)
    await useSession(page, v);
    await page.reload();
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create post' });
    await poll(() => dialog.getByRole('radio', { name: 'Coaching' }).isVisible()).toBe(true);
    await poll(() => dialog.getByRole('radio', { name: 'Vlog' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();

    const phone = await offlinePage(PHONE);
    await phone.page.goto('/coaches.html');
    await poll(() => phone.page.getByRole('tab', { name: 'Vlog' }).isVisible()).toBe(true);
    await poll(() =>
      phone.page.getByTestId('vlog-list').getByTestId('post-card').first().isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'coaches-phone');
    await phone.context.close();
  });
});

describe('moderation (D-04)', () => {
  it('lets the Administrator hide a reported discussion', async () => {
    const id = randomUUID().slice(0, 6);
    const tag = `e2emod${id}`;
    const { context, page } = await offlinePage();
    const a = await member(page, `Ari${id}`);
    const b = await member(page, `Bea${id}`);
    const admin = await member(page, 'Ada', ADMIN_EMAIL);
    const talk = await api<{ id: number }>(
      page,
      a,
      'POST',
      '/posts',
      postForm(
        { type: '8', language: '30', title: `Spam talk ${id}`, content: '<p>Buy cheap balls</p>' },
        [tag],
      ),
    );
    await api(page, b, 'POST', '/report', {
      entityId: talk.id,
      entityName: 'post',
      category: 'spam',
      reason: `Ads ${id}`,
    });

    // a member without the Administrator sub-role gets the not-found page
    await useSession(page, b);
    await page.goto('/admin/moderation.html');
    await poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);

    await useSession(page, admin);
    await page.goto('/community.html');
    await page.getByRole('button', { name: 'Open my account menu' }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await poll(() => page.getByRole('heading', { name: 'Moderation', level: 1 }).isVisible()).toBe(
      true,
    );
    await poll(() => page.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const report = page.getByTestId('moderation-report').filter({ hasText: `Ads ${id}` });
    await poll(() => report.isVisible()).toBe(true);
    await poll(() => report.getByText(`Spam talk ${id}`).isVisible()).toBe(true);
    await poll(() => report.getByRole('link', { name: 'Open the post' }).getAttribute('href')).toBe(
      `/posts/${talk.id}`,
    );
    await poll(() => report.getByText('Spam', { exact: true }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'moderation-desktop');
    await report.getByRole('button', { name: 'Hide' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hide this content?' });
    await poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await poll(() => page.getByText('The content is hidden.').isVisible()).toBe(true);
    await poll(() => report.count()).toBe(0);
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await poll(() => report.getByText('Hidden by a moderator').isVisible()).toBe(true);

    // gone from the community
    await page.goto(`/community.html?tag=${tag}`);
    await poll(() => page.getByText('No discussion matches these filters.').isVisible()).toBe(true);
    await page.goto(`/community/${talk.id}`);
    await poll(() => page.getByText('The discussion is not longer available').isVisible()).toBe(
      true,
    );
    await context.close();

    const phone = await offlinePage(PHONE);
    await useSession(phone.page, admin);
    await phone.page.goto('/admin/moderation.html?status=resolved');
    await poll(() => phone.page.getByTestId('moderation-report').first().isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'moderation-phone');
    await phone.context.close();
  });
});
