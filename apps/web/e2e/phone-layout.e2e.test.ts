import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signRequest } from '@bgc/shared';
import { DESKTOP, PHONE } from './browser.js';
import {
  eventually,
  setupBrowser,
  signIn as signInMember,
  type Member,
  openOrigin,
} from './support.js';
import { pngBytes, textPostForm } from './content.js';

/**
 * On a 390 px phone (decision 010): a course's posts come first and its side cards
 * open in a drawer (seeds: courses.home); the 4th profile tab is not cut; the method formulas
 * wrap instead of being clipped; a post's grid of 4 or 5 photos fills its card (MEDIA-015).
 */
const browser = setupBrowser();

/** A new member, signed in in the page with the cookie consent given. */
const signIn = (page: Page): Promise<Member> =>
  signInMember(page, { firstName: 'Pia', lastName: 'Phone', emailPrefix: 'e2e.phone' }, true);

describe('phone layout', () => {
  it("shows a course's posts first and its side cards in a drawer", async () => {
    await browser.withPage(PHONE, async (page) => {
      const post = (
        (await (await page.request.get('/api/posts?filter_type=5&limit=1')).json()) as {
          list: Array<{ courseDetail: { slug: string; countrySlug: string } }>;
        }
      ).list[0]!.courseDetail;
      await page.goto(`/top-golf-courses-${post.countrySlug}/${post.slug}-golf-course.html`);
      const posts = page.getByRole('heading', { name: 'Posts', exact: true });
      await eventually(() => posts.isVisible()).toBe(true);
      const top = (await posts.boundingBox())!.y + (await page.evaluate(() => window.scrollY));
      expect(top, 'the posts start within the first screen').toBeLessThan(PHONE.height);
      // the side cards wait in the drawer
      expect(await page.getByRole('region', { name: 'Latest VLOG' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Ranking, information and latest reviews' }).click();
      const drawer = page.getByRole('complementary', { name: /at a glance/ });
      await eventually(() => drawer.getByRole('region', { name: 'Latest VLOG' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('button', { name: 'Close' }).click();
      await eventually(() => drawer.count()).toBe(0);

      // desktop: the side column beside the posts, no drawer button
      await page.setViewportSize(DESKTOP);
      await eventually(() => page.getByRole('region', { name: 'Latest VLOG' }).isVisible()).toBe(
        true,
      );
      expect(
        await page.getByRole('button', { name: 'Ranking, information and latest reviews' }).count(),
      ).toBe(0);
    });
  });

  it('keeps every profile tab whole and wraps the method formulas', async () => {
    await browser.withPage(PHONE, async (page) => {
      await openOrigin(page);
      await signIn(page);
      await page.goto('/profile');
      const tabs = page.getByRole('tab');
      await eventually(() => tabs.count()).toBeGreaterThanOrEqual(4);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role="tablist"]')].flatMap((list) => {
          const box = list.getBoundingClientRect();
          return [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
            .filter((tab) => {
              const t = tab.getBoundingClientRect();
              return (
                t.left < box.left - 0.5 ||
                t.right > box.right + 0.5 ||
                tab.scrollWidth > tab.clientWidth + 1
              );
            })
            .map((tab) => tab.innerText);
        }),
      );
      expect(cut).toEqual([]);

      await page.goto('/about-us.html');
      await page.getByRole('button', { name: /Golf Course Ranking algorithm/ }).click();
      const dialog = page.getByRole('dialog');
      await eventually(() => dialog.locator('code').count()).toBeGreaterThanOrEqual(4);
      const clipped = await dialog
        .locator('code')
        .evaluateAll((codes) =>
          codes.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        );
      expect(clipped).toEqual([]);
    });
  });

  it('fills the card with a grid of 4 and of 5 photos', async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await openOrigin(page);
      const member = await signIn(page);
      const png = (hue: number) => pngBytes(1600, 900, { r: hue, g: 120, b: 90 });
      for (const count of [4, 5]) {
        const files = await Promise.all(
          Array.from({ length: count }, async (_, i) => ({
            name: `photo-${i}.png`,
            mimeType: 'image/png',
            buffer: await png(40 * i),
          })),
        );
        const form = textPostForm(`<p>Grid of ${count}</p>`);
        for (const f of files)
          form.append(
            'photoFiles[]',
            new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }),
            f.name,
          );
        const res = await page.request.post('/api/posts', {
          headers: { Authorization: await signRequest(member.token, 'POST', '/api/posts') },
          multipart: form,
        });
        expect(res.status(), await res.text()).toBe(200);
        expect(((await res.json()) as { id: number }).id).toBeGreaterThan(0);
      }
      // the newsfeed's cards are wider than 560 px · 4/3, where the height cap used to
      // narrow the grid; the newest posts (these two) come first
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto('/newsfeed.html');
        for (const count of [4, 5]) {
          const grid = page
            .locator(`[data-testid="post-media-grid"][data-count="${count}"]`)
            .first();
          await eventually(() => grid.isVisible()).toBe(true);
          const [gridWidth, contentWidth] = await grid.evaluate((el) => {
            const parent = el.parentElement!;
            const style = getComputedStyle(parent);
            return [
              el.getBoundingClientRect().width,
              parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
            ];
          });
          if (viewport === DESKTOP) expect(contentWidth).toBeGreaterThan((560 * 4) / 3);
          expect(gridWidth, `${count} photos at ${viewport.width} px`).toBeGreaterThanOrEqual(
            contentWidth - 1,
          );
        }
      }
    });
  });
});
