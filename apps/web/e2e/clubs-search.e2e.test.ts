import { describe, expect, it } from 'vitest';
import type { Page as BrowserPage } from 'playwright-core';
import type { CourseSummary, Page } from '@bgc/shared';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  screenshot,
  type Viewport,
} from './browser.js';
import { eventually, searchCourses, setupBrowser } from './support.js';

/**
 * D-16 / decision 034 in the browser: typing 'st andrews old' in the header search lists the
 * Old Course at St Andrews first under its club's name; choosing it lands on its course page,
 * which names it 'St Andrews Links – Old Course' and lists the club's other courses.
 */
const browser = setupBrowser();

describe('header search knows clubs and towns (decision 034)', () => {
  it("types 'st andrews old' and lands on the Old Course at St Andrews", async () => {
    const { context, page } = await browser.openSite(DESKTOP, {
      path: '/top-golf-courses-worldwide.html',
    });
    const answer = await page.request.get(
      '/api/courses?filter_name_like=st%20andrews%20old&limit=1',
    );
    const expected = ((await answer.json()) as Page<CourseSummary>).list[0]!;
    expect(expected.name).toBe('St Andrews Links – Old Course');

    await searchCourses(page, 'st andrews old');
    const first = page.getByRole('option').first();
    // the option shows the club, then the course on its own line (decision 049)
    await eventually(async () => (await first.innerText()).replace(/\s+/g, ' '), {
      timeout: 15_000,
    }).toMatch(/^St Andrews Links – Old Course/);
    await first.click();
    await page.waitForURL(`**/${expected.slug}-golf-course.html`);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText(), {
      timeout: 15_000,
    }).toContain('St Andrews Links – Old Course');
    expect(await page.title()).toContain('St Andrews Links – Old Course');

    const club = page.getByTestId('club-courses');
    await eventually(() => club.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await club.getByRole('heading').innerText()).toBe('More courses at St Andrews Links');
    expect(await club.getByRole('link', { name: 'New Course' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

const PORTRUSH = [
  'Royal Portrush Golf Club – Dunluce Links',
  'Royal Portrush Golf Club – Valley Links',
];
const FR_WORLD_20 = '/classement-top20/meilleurs-parcours-de-golf-du-monde.html';
const LANGS = {
  en: {
    locale: 'en-US',
    path: '/top-golf-courses-worldwide.html',
    search: 'Search a golf course',
    open: 'Open course search',
  },
  fr: {
    locale: 'fr-FR',
    path: FR_WORLD_20,
    search: 'Rechercher un golf',
    open: 'Ouvrir la recherche de golfs',
  },
} as const;

/** Nothing scrolls sideways: the page is exactly as wide as the viewport (SHELL-001). */
const sideways = (page: BrowserPage) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The right edge of every header search box, px past the viewport (0 when all fit). */
const searchBoxesPast = (page: BrowserPage) =>
  page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll('header input[type="text"], header input:not([type])'),
    ];
    const visible = boxes.filter((b) => b.getBoundingClientRect().width > 0);
    return Math.max(0, ...visible.map((b) => b.getBoundingClientRect().right - window.innerWidth));
  });

/** The whole text of each listed course's name and whether any of them is cut. */
const listedNames = (page: BrowserPage) =>
  page.getByTestId('course-option-name').evaluateAll((names) =>
    names.map((n) => ({
      text: (n.textContent ?? '').replace(/\s+/g, ' ').trim(),
      cut: n.scrollWidth > n.clientWidth + 1 || n.getBoundingClientRect().right > window.innerWidth,
    })),
  );

describe('the header search shows whole course names (D-16, decision 049)', () => {
  const widths: Viewport[] = [
    PHONE,
    { width: 1024, height: 800 },
    { width: 1280, height: 800 },
    DESKTOP,
  ];
  for (const lang of ['en', 'fr'] as const)
    for (const viewport of widths)
      it(`types 'portrush' at ${viewport.width} px in ${lang}: both Royal Portrush courses, whole`, async () => {
        const l = LANGS[lang];
        const { context, page } = await browser.openSite(viewport, {
          path: l.path,
          locale: l.locale,
        });
        // the header fits: no sideways scroll, both search boxes inside the viewport
        await eventually(() => sideways(page), { timeout: 15_000 }).toBe(0);
        expect(await searchBoxesPast(page)).toBe(0);

        if (viewport.width === PHONE.width)
          await page.getByRole('button', { name: l.open }).click();
        const box = page.getByRole('combobox', { name: l.search });
        await box.click();
        await box.pressSequentially('portrush', { delay: 30 });
        await eventually(async () => (await listedNames(page)).map((n) => n.text), {
          timeout: 20_000,
        }).toEqual(expect.arrayContaining(PORTRUSH));
        const names = await listedNames(page);
        expect(names.filter((n) => PORTRUSH.includes(n.text)).map((n) => n.cut)).toEqual([
          false,
          false,
        ]);
        // town and country under each name, as the search answers them
        const answer = await page.request.get('/api/courses?filter_name_like=portrush&limit=10');
        const found = ((await answer.json()) as Page<CourseSummary>).list;
        for (const name of PORTRUSH) {
          const course = found.find((c) => c.name === name)!;
          const option = page.getByRole('option').filter({ hasText: course.name.split(' – ')[1]! });
          const text = (await option.first().innerText()).replace(/\s+/g, ' ');
          expect(text).toContain(`${course.city}, `); // the country follows, in the reader’s language
        }
        expect(await sideways(page)).toBe(0);
        await screenshot(page, `header-search-${lang}-${viewport.width}`);
        await context.close();
      });
});
