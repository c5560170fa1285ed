import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UI_LANGUAGES } from '@bgc/shared';
import { eventually, setupBrowser, openOrigin } from './support.js';

/**
 * SHELL-001, SHELL-011: the top menu fits or collapses to the drawer at every
 * width and in all six languages. Where the menu shows, its entries neither overlap nor cut
 * their labels, and stay left of the search boxes; where it does not, the menu button opens
 * the drawer with the same entries.
 */
const browser = setupBrowser();

interface MenuState {
  /** The desktop menu is shown; else null when the header is collapsed. */
  entries: Array<{ label: string; left: number; right: number; cut: boolean }> | null;
  searchLeft: number | null;
  menuButton: boolean;
  /** The header's own language switcher is shown (desktop layout). */
  languageButton: boolean;
  viewport: number;
  scrollWidth: number;
}

/** Reads the header once the layout has settled (two animation frames). */
async function menuState(page: Page): Promise<MenuState> {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const nav = document.querySelector<HTMLElement>('header nav');
    const search = document.querySelector<HTMLElement>('header [role="search"]');
    const entries =
      nav && nav.offsetParent !== null
        ? [...nav.querySelectorAll<HTMLElement>('a, button')].map((el) => {
            const box = el.getBoundingClientRect();
            return {
              label: el.innerText,
              left: box.left,
              right: box.right,
              cut: el.scrollWidth > el.clientWidth + 1,
            };
          })
        : null;
    const button = document.querySelector<HTMLElement>(
      'header button[aria-controls="main-drawer"]',
    );
    const language = document.querySelector<HTMLElement>('header button[aria-label*=" – "]');
    return {
      entries,
      languageButton: language !== null && language.offsetParent !== null,
      searchLeft: entries && search ? search.getBoundingClientRect().left : null,
      menuButton: button !== null && button.offsetParent !== null,
      viewport: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** What is wrong with the header at this width, or [] (the overlap and cut labels). */
function problems(state: MenuState, where: string): string[] {
  const out: string[] = [];
  if (state.scrollWidth > state.viewport) out.push(`${where}: page ${state.scrollWidth} px wide`);
  if (state.entries === null) {
    if (!state.menuButton) out.push(`${where}: neither the menu nor the menu button`);
    return out;
  }
  if (!state.languageButton) out.push(`${where}: no language switcher beside the menu`);
  state.entries.forEach((entry, i) => {
    const next = state.entries![i + 1];
    if (entry.cut) out.push(`${where}: '${entry.label}' is cut`);
    if (entry.left < 0 || entry.right > state.viewport)
      out.push(`${where}: '${entry.label}' is outside the window`);
    if (next && entry.right > next.left + 0.5)
      out.push(`${where}: '${entry.label}' overlaps '${next.label}'`);
  });
  const last = state.entries.at(-1);
  if (last && state.searchLeft !== null && last.right > state.searchLeft)
    out.push(`${where}: '${last.label}' runs under the search box`);
  return out;
}

async function openIn(page: Page, language: string, path = '/about-us.html'): Promise<void> {
  await openOrigin(page);
  await page.evaluate((lang) => {
    localStorage.setItem('bgc.language', lang);
    localStorage.setItem('cookieData', JSON.stringify({ status: 200, time: Date.now() }));
  }, language);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
}

describe('top menu fits or collapses', () => {
  it("French at 1024 px: the entries that do not fit are under 'Plus'", async () => {
    await browser.withPage({ width: 1024, height: 800 }, async (page) => {
      await openIn(page, 'fr');
      expect(problems(await menuState(page), 'fr 1024')).toEqual([]);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      const shown = (await nav.locator('a, button').allInnerTexts()).map((t) => t.trim());
      await nav.getByRole('button', { name: 'Plus' }).click();
      const more = page.getByRole('menu');
      await more.waitFor({ timeout: 15_000 });
      const hidden = (await more.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
      // every entry of SHELL-001 is either in the row or under 'Plus', once, in order
      expect([...shown.filter((t) => t !== 'Plus'), ...hidden]).toEqual([
        "Fil d'actualité",
        'À propos',
        'Parcours de golf',
        'Vlogueurs/Coachs',
        'Trouver un partenaire',
        'Communauté',
      ]);
      await more.getByRole('menuitem', { name: 'Communauté' }).click();
      await eventually(() => new URL(page.url()).pathname).not.toBe('/about-us.html');
      expect(await page.getByRole('menu').count()).toBe(0);
    });
  });

  // One page per language, loaded at the widest width and narrowed by resizing, as people
  // narrow a window: each width of a fresh page cost a context and two page loads.
  for (const language of ['de', 'vi', 'fr']) {
    it(`${language} at 1366, 1024 and 700 px: entries do not overlap, or the drawer has them`, async () => {
      await browser.withPage({ width: 1366, height: 800 }, async (page) => {
        await openIn(page, language);
        for (const width of [1366, 1024, 700]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => document.fonts.ready);
          const state = await menuState(page);
          expect(problems(state, `${language} ${width}`)).toEqual([]);
          if (width >= 1024) expect(state.entries, `the menu shows at ${width} px`).not.toBeNull();
          if (state.entries === null) {
            // the narrowest width comes last: the drawer stays open
            await page.locator('header button[aria-controls="main-drawer"]').click();
            const drawer = page.locator('#main-drawer nav');
            await drawer.waitFor({ timeout: 15_000 });
            // the five entries of the menu (SHELL-001) are in the drawer
            await eventually(() => drawer.locator(':scope > ul > li').count(), {
              timeout: 15_000,
            }).toBeGreaterThanOrEqual(5);
          }
        }
      });
    });
  }

  it(
    'fits or collapses at every width from 390 to 1920 px in all six languages',
    {
      timeout: 300_000,
    },
    async () => {
      await browser.withPage({ width: 1920, height: 800 }, async (page) => {
        const found: string[] = [];
        for (const language of UI_LANGUAGES) {
          await openIn(page, language);
          for (let width = 1920; width >= 390; width -= 22) {
            await page.setViewportSize({ width, height: 800 });
            found.push(...problems(await menuState(page), `${language} ${width}`));
          }
        }
        expect(found).toEqual([]);
      });
    },
  );

  it('shows a focus ring on the header entries, and Tab keeps going forward', async () => {
    await browser.withPage({ width: 1366, height: 800 }, async (page) => {
      await openIn(page, 'en');
      const ringOf = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          return {
            text: el.innerText || el.getAttribute('aria-label') || el.id,
            id: el.id,
            outline: style.outlineStyle,
            width: parseFloat(style.outlineWidth),
          };
        });
      const seen: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const ring = await ringOf();
        if (!ring) continue;
        seen.push(ring.id || ring.text);
        // every header button and link shows a visible ring (WCAG 2.4.7)
        if (!ring.id.endsWith('search'))
          expect(ring.outline === 'none' || ring.width < 2, `no ring on '${ring.text}'`).toBe(
            false,
          );
        if (ring.id === 'member-search') break;
      }
      expect(seen).toContain('About');
      expect(seen).toContain('course-search');
      // the course search's code has loaded by now: the focus stayed on the member search
      await page.locator('#course-search[aria-autocomplete="list"]').waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('member-search');
      expect(seen.indexOf('course-search')).toBe(seen.lastIndexOf('course-search'));
    });
  });
});
