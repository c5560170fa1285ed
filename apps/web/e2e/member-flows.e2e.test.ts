import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { REVIEW_CATEGORIES, signRequest } from '@bgc/shared';
import { DESKTOP } from './browser.js';
import {
  administrator,
  eventually,
  setupBrowser,
  signIn as signInMember,
  type Member,
  openOrigin,
} from './support.js';
import { franceCourse } from './courses.js';
import { expectPageProblem } from './page-health.js';

/**
 * Owner and member flows in Chromium against the production build.
 */
const browser = setupBrowser();

/** A new member, signed in in the page with the cookie consent given. */
const signIn = (page: Page, firstName = 'Mona'): Promise<Member> =>
  signInMember(page, { firstName, lastName: 'Member', emailPrefix: 'e2e.flows' }, true);

/** The e2e Administrator's token (ADMIN_EMAILS), registered on first use. */
const adminToken = async (): Promise<string> => (await administrator()).token;

async function signedCall(
  page: Page,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const res = await page.request.fetch(url, {
    method,
    headers: { Authorization: await signRequest(token, method, url) },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${url} ${await res.text()}`).toBeLessThan(300);
  return res;
}

describe('member flows', () => {
  it("an accepted claim adds 'Manage {course}' at once, through the live event", async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    const other = await browser.newPage(DESKTOP);
    try {
      await openOrigin(page);
      const member = await signIn(page, 'Clem');
      const course = await franceCourse();
      await signedCall(page, member.token, 'POST', '/api/courses/request-admin', {
        course: course.id,
        phone: '612345678',
      });
      // the member reads the newsfeed, far from the course page
      await page.goto('/newsfeed.html');
      await page.getByRole('button', { name: 'Open my account menu' }).click();
      await eventually(() => page.getByRole('menuitem').count()).toBeGreaterThan(0);
      expect(await page.getByRole('menuitem', { name: `Manage ${course.name}` }).count()).toBe(0);
      await page.keyboard.press('Escape');

      const admin = await adminToken();
      const claims = (await (
        await other.page.request.get('/api/admin/course-claims?limit=100', {
          headers: {
            Authorization: await signRequest(admin, 'GET', '/api/admin/course-claims?limit=100'),
          },
        })
      ).json()) as { list: Array<{ id: number; course: { id: number } }> };
      const claim = claims.list.find((c) => c.course.id === course.id)!;
      await signedCall(other.page, admin, 'PUT', `/api/admin/course-claims/${claim.id}/accept`);

      await eventually(async () => {
        await page.getByRole('button', { name: 'Open my account menu' }).click();
        const n = await page.getByRole('menuitem', { name: `Manage ${course.name}` }).count();
        await page.keyboard.press('Escape');
        return n;
      }).toBe(1);
    } finally {
      await context.close();
      await other.context.close();
    }
  });

  it('a bogus reset link says the link is invalid or expired', async () => {
    expectPageProblem(/^POST \/api\/reset-password → 4\d\d$/);
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto('/reset-password?token=bogus');
      await page.getByLabel(/^New password/).fill('brandnew1');
      await page.getByLabel(/^Confirm password/).fill('brandnew1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await eventually(() =>
        page.getByText('This link is invalid or has expired').isVisible(),
      ).toBe(true);
      expect(await page.getByText('Some fields are not valid.').count()).toBe(0);
    });
  });

  it("'Edit' on a review shown as a post opens it; the button says 'Edit your review'", async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await openOrigin(page);
      const member = await signIn(page);
      const course = await franceCourse();
      const text = `Review ${randomUUID().slice(0, 6)}: lovely greens.`;
      const ratings = Object.fromEntries(REVIEW_CATEGORIES.map((key) => [key, 4]));
      const res = await page.request.post('/api/courses/review', {
        headers: {
          Authorization: await signRequest(member.token, 'POST', '/api/courses/review'),
        },
        data: {
          course: course.id,
          content: text,
          language: 30,
          type: 4,
          reviewData: { ...ratings, overall: 4 },
        },
      });
      expect(res.status(), await res.text()).toBe(200);

      await page.goto(`/profiles/${member.user.profile}`);
      const card = page.locator('article, li').filter({ hasText: text }).first();
      await eventually(() => card.isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Post actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await page.waitForURL(`**/${course.slug}-golf-course/reviews.html`);
      await eventually(() =>
        page.getByRole('heading', { name: 'Edit your review' }).isVisible(),
      ).toBe(true);
      await eventually(() => page.getByLabel(/Your review/).inputValue()).toBe(text);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await eventually(() =>
        page.getByRole('button', { name: 'Edit your review' }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);

      // SHELL-016: no scroll-to-top button while signed in, even far down a page
      await page.goto('/newsfeed.html');
      await eventually(() => page.locator('main li').count()).toBeGreaterThan(3);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await eventually(() => page.evaluate(() => window.scrollY > window.innerHeight / 2)).toBe(
        true,
      );
      expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);
      await page.evaluate(() => {
        localStorage.removeItem('bgc.token');
        localStorage.removeItem('bgc.user');
      });
      await page.reload();
      await eventually(() => page.locator('main li').count()).toBeGreaterThan(3);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await eventually(() => page.getByRole('button', { name: 'Back to top' }).isVisible()).toBe(
        true,
      );
    });
  });

  it('hashtags open their posts, course links stay in the tab, the discussion dialog title', async () => {
    await browser.withPage(DESKTOP, async (page, context) => {
      await openOrigin(page);
      const member = await signIn(page, 'Tess');
      const course = await franceCourse();
      const tag = `tag${randomUUID().slice(0, 6)}`;
      const coursePath = `/top-golf-courses-${course.country.slug}/${course.slug}-golf-course.html`;
      const res = await page.request.post('/api/posts', {
        headers: { Authorization: await signRequest(member.token, 'POST', '/api/posts') },
        multipart: {
          type: '1',
          language: '30',
          content: `<p>Played <a href="${coursePath}" target="_blank">${course.name}</a> today</p>`,
          'hashtags[]': tag,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      const id = ((await res.json()) as { id: number }).id;

      await page.goto(`/posts/${id}`);
      const mention = page.locator('main').getByRole('link', { name: course.name, exact: true });
      await eventually(() => mention.isVisible()).toBe(true);
      expect(await mention.getAttribute('target')).toBeNull();
      await mention.click();
      await page.waitForURL(`**${coursePath}`);
      expect(context.pages()).toHaveLength(1);

      await page.goto(`/posts/${id}`);
      await page.getByRole('link', { name: `#${tag}` }).click();
      await page.waitForURL(`**/newsfeed.html?tag=${tag}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`#${tag}`);
      await eventually(() => page.getByText(`Played ${course.name} today`).isVisible()).toBe(true);

      await page.goto('/community.html');
      await page.getByRole('button', { name: 'Start a Discussion' }).click();
      await eventually(() =>
        page.getByRole('dialog', { name: 'Start a Discussion' }).isVisible(),
      ).toBe(true);
    });
  });

  it('replies oldest first, the demo badge translated, a non-image avatar says so', async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await openOrigin(page);
      const member = await signIn(page, 'Remy');
      const call = async (path: string, data: Record<string, unknown>) => {
        const res = await page.request.post(`/api${path}`, {
          headers: { Authorization: await signRequest(member.token, 'POST', `/api${path}`) },
          data,
        });
        expect(res.status(), await res.text()).toBeLessThan(300);
        return (await res.json()) as { id: number };
      };
      const post = await page.request.post('/api/posts', {
        headers: { Authorization: await signRequest(member.token, 'POST', '/api/posts') },
        multipart: { type: '1', language: '30', content: '<p>Who plays Sunday?</p>' },
      });
      const postId = ((await post.json()) as { id: number }).id;
      const top = await call('/comments', { entityId: postId, entityName: 'post', text: 'Top' });
      for (const text of ['First reply', 'Second reply', 'Third reply'])
        await call('/comments', { entityId: postId, entityName: 'post', parent: top.id, text });
      await page.goto(`/posts/${postId}`);
      await page.getByRole('button', { name: 'View replies (3)' }).click();
      const replies = page.getByRole('list', { name: 'Reply' }).locator(':scope > li');
      await eventually(() => replies.count()).toBe(3);
      const texts = await replies.allInnerTexts();
      expect(texts.map((t) => /(First|Second|Third) reply/.exec(t)?.[1])).toEqual([
        'First',
        'Second',
        'Third',
      ]);

      // a demo member's page shows the badge in the reader's language (French here)
      const found = await page.request.get('/api/users?filter_name_like=Olivia%20Smith');
      const demo = ((await found.json()) as { list: Array<{ id: number }> }).list[0];
      expect(demo, 'the e2e server seeds the demo members (D-06)').toBeDefined();
      await page.evaluate(() => localStorage.setItem('bgc.language', 'fr'));
      await page.goto(`/profiles/${demo!.id}`);
      await eventually(() => page.getByText('Membre de démonstration').isVisible()).toBe(true);
      expect(await page.getByText('demo member').count()).toBe(0);

      // a text file, by type or named like a picture, says it is not an image
      await page.goto('/profile');
      const input = page.locator('input[type="file"]').first();
      await input.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hi'),
      });
      await eventually(() =>
        page.getByText('Choisissez un fichier image').first().isVisible(),
      ).toBe(true);
      await input.setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a picture at all'),
      });
      const dialog = page.getByRole('dialog');
      await eventually(() => dialog.getByRole('alert').innerText()).toMatch(
        /Choisissez un fichier image/,
      );
      expect(await dialog.getByRole('button', { name: 'Recadrer' }).isDisabled()).toBe(true);
    });
  });
});
