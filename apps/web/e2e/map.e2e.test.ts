import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { expectPageProblem } from './page-health.js';
import {
  acceptCookies,
  animationsDone,
  eventually,
  runningAnimations,
  setupBrowser,
} from './support.js';

/**
 * Map dialog (MAP-001..007, ROUTE-009, OPEN-010) on the production build, offline: no
 * host but the server under test resolves (browser.ts), so no map tile loads and the markers and
 * clusters (the server's, decision 056) must work on their own.
 */
const browser = setupBrowser();

const mapDialog = (page: Page) => page.getByRole('dialog', { name: 'Golf course map' });

interface Point {
  x: number;
  y: number;
}

/** Markers and clusters drawn inside the map's visible box. */
function visibleTargets(page: Page, selector: string): Promise<Point[]> {
  return page.evaluate((sel) => {
    const map = document.querySelector('[data-testid="course-map"]');
    if (!map) return [];
    const box = map.getBoundingClientRect();
    return [...map.querySelectorAll(sel)]
      .map((el) => el.getBoundingClientRect())
      .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }))
      .filter(
        (p) =>
          p.x > box.left + 60 &&
          p.x < box.right - 60 &&
          p.y > box.top + 90 &&
          p.y < box.bottom - 40,
      );
  }, selector);
}

/** Middle of the map's box, in page pixels. */
async function mapCenter(page: Page): Promise<Point> {
  const box = await page.locator('[data-testid="course-map"]').boundingBox();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** The map drew the server's answer of its current view (decision 056). */
const mapReady = (page: Page) =>
  page.locator('[data-testid="course-map"]').getAttribute('data-ready');

/**
 * Clicks a cluster at `at` and waits for the map to settle: the zoom animation over, the
 * clusters of the new view drawn (decision 056) and the markers and clusters in new, steady
 * places.
 */
async function zoomInto(page: Page, at: Point): Promise<void> {
  const places = async () =>
    JSON.stringify(await visibleTargets(page, '.bgc-map-marker, .bgc-map-cluster'));
  const before = await places();
  await page.mouse.click(at.x, at.y);
  // steady: two polls in a row see the same new places, and nothing animates
  let last = before;
  await eventually(async () => {
    if (await page.locator('.leaflet-zoom-anim').count()) return false;
    if ((await runningAnimations(page)) > 0) return false;
    if ((await mapReady(page)) !== 'true') return false;
    const now = await places();
    const steady = now !== before && now === last;
    last = now;
    return steady;
  }).toBe(true);
}

function nearest(points: Point[], to: Point): Point | undefined {
  return [...points].sort(
    (a, b) => Math.hypot(a.x - to.x, a.y - to.y) - Math.hypot(b.x - to.x, b.y - to.y),
  )[0];
}

async function openMap(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await eventually(() => mapDialog(page).isVisible()).toBe(true);
  // the clusters of the opening view drawn (decision 056)
  await eventually(() => mapReady(page)).toBe('true');
  await eventually(() => page.locator('.bgc-map-cluster, .bgc-map-marker').count()).toBeGreaterThan(
    0,
  );
}

/** Clicks clusters (each click zooms in) until a single course marker shows, then opens it. */
async function openOneCourse(page: Page): Promise<void> {
  for (let step = 0; step < 25; step++) {
    const markers = await visibleTargets(page, '.bgc-map-marker');
    if (markers.length > 0) {
      await page.mouse.click(markers[0]!.x, markers[0]!.y);
      return;
    }
    const clusters = await visibleTargets(page, '.bgc-map-cluster');
    expect(clusters.length, 'a cluster inside the map').toBeGreaterThan(0);
    await zoomInto(page, clusters[0]!);
  }
  throw new Error('no single course marker after 25 cluster clicks');
}

describe('map dialog', () => {
  it('shows the courses of a country offline and leads to a course page (desktop)', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await page.goto('/top-golf-courses-france.html');
    await acceptCookies(page);
    await openMap(page);
    await animationsDone(page); // popup fade
    await screenshot(page, 'map-desktop');
    await expectNoSeriousA11yViolations(page);

    // MAP-004: a single marker's card, loaded from GET /courses/{id}
    await openOneCourse(page);
    const card = page.locator('.leaflet-popup .bgc-map-card');
    const name = card.getByRole('heading', { level: 3 });
    await eventually(() => name.isVisible()).toBe(true);
    const courseName = (await name.innerText()).trim();
    expect(courseName.length).toBeGreaterThan(0);
    const link = card.getByRole('link', { name: 'See the course' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/top-golf-courses-france\/[a-z0-9-]+-golf-course\.html$/);
    await animationsDone(page); // popup fade
    await screenshot(page, 'map-card-desktop');
    await expectNoSeriousA11yViolations(page);

    // keyboard. The clicked marker has the focus: Escape closes the card, not the dialog
    const focused = () =>
      page.evaluate(() => ({
        className: document.activeElement?.className ?? '',
        text: document.activeElement?.textContent ?? '',
      }));
    const popups = () => page.locator('.leaflet-popup').count();
    expect((await focused()).className).toContain('bgc-map-marker');
    await page.keyboard.press('Escape');
    await eventually(popups).toBe(0);
    expect(await mapDialog(page).isVisible()).toBe(true);
    // Enter on the marker reopens the card with the focus on the course link
    await page.keyboard.press('Enter');
    await eventually(() => name.textContent()).toBe(courseName);
    await eventually(async () => (await focused()).text).toBe('See the course');
    // Escape from inside the card closes it too, the focus goes back to the marker
    await page.keyboard.press('Escape');
    await eventually(popups).toBe(0);
    expect(await mapDialog(page).isVisible()).toBe(true);
    await eventually(async () => (await focused()).className).toContain('bgc-map-marker');
    await page.keyboard.press('Enter');
    await eventually(() => name.textContent()).toBe(courseName);

    // MAP-006 / ROUTE-009: following the link closes the dialog
    await link.click();
    await page.waitForURL(`**${href!}`);
    await eventually(() => mapDialog(page).count()).toBe(0);
    // the course page has replaced the ranking page (its h1 is the course name)
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(courseName);

    // the course page's Map opens at zoom 8 around the course (MAP-001): its marker sits in
    // the middle; following its own link (same address) closes the dialog too
    await openMap(page);
    const center = await mapCenter(page);
    for (let step = 0; step < 12; step++) {
      const marker = nearest(await visibleTargets(page, '.bgc-map-marker'), center);
      if (marker && Math.hypot(marker.x - center.x, marker.y - center.y) < 30) {
        await page.mouse.click(marker.x, marker.y);
        break;
      }
      const cluster = nearest(await visibleTargets(page, '.bgc-map-cluster'), center);
      expect(cluster, 'the course in the middle of the map').toBeDefined();
      await zoomInto(page, cluster!);
    }
    await eventually(() => name.innerText()).toBe(courseName);
    await link.click();
    await eventually(() => mapDialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(href);
    await context.close();
  });

  it('shows the clusters of the world, full screen on a phone, down to a course', async () => {
    const { context, page } = await browser.newPage(PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/courses/location')) asked.push(pathname);
    });
    await page.goto('/top-golf-courses-worldwide.html');
    await acceptCookies(page);
    const started = Date.now();
    await openMap(page);
    // decision 056: the server's clusters of the view, not 31,157 markers clustered here
    console.info(`world map: first markers ${Date.now() - started} ms after the click`);
    expect(await page.locator('.bgc-map-cluster').count()).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((path) => path === '/api/courses/location-clusters')).toBe(true);
    // a cluster's count is its courses (several of them)
    const firstCount = (await page.locator('.bgc-map-cluster').first().innerText()).trim();
    expect(firstCount).toMatch(/^\d+(\.\d)?k?$/i);
    const box = await mapDialog(page).boundingBox();
    expect(box?.width).toBe(PHONE.width);
    await animationsDone(page); // popup fade
    await screenshot(page, 'map-phone');
    await expectNoSeriousA11yViolations(page);

    // clicking clusters zooms in until a single course, whose card opens (MAP-004)
    await openOneCourse(page);
    const name = page.locator('.leaflet-popup .bgc-map-card').getByRole('heading', { level: 3 });
    await eventually(() => name.isVisible()).toBe(true);
    expect((await name.innerText()).trim().length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('.leaflet-popup').count()).toBe(0);

    // the close button
    await page.getByRole('button', { name: 'Close the map' }).click();
    await eventually(() => mapDialog(page).count()).toBe(0);
    await context.close();
  });

  it('shows the error in a toast and closes when the locations call fails (MAP-005)', async () => {
    // the clusters call fails on purpose (a 500 the route below fulfils)
    expectPageProblem(/^GET \/api\/courses\/location-clusters → 500$/);
    const { context, page } = await browser.newPage(DESKTOP);
    await page.route('**/api/courses/location-clusters**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Locations unavailable' } }),
      }),
    );
    await page.goto('/top-golf-courses-france.html');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: 'Locations unavailable' }).count(),
    ).toBe(1);
    await eventually(() => mapDialog(page).count()).toBe(0);
    await context.close();
  });
});
