import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_LOADER,
  COOKIE_CONSENT_ATTRIBUTE,
  COOKIE_CONSENT_SCRIPT,
  type CourseSummary,
  type Page,
} from '@bgc/shared';
import { json, SPA_TEMPLATE_DIR } from '../../test/test-app.js';
import {
  composePage,
  createPageRenderer,
  loadServerEntry,
  SSR_BUSY_IN_FLIGHT,
  SSR_BUSY_UTILIZATION,
  SSR_MAX_CONCURRENT_RENDERS,
  SSR_TIME_LIMIT_MS,
  type RenderedPage,
} from './ssr.js';
import { apiSuite } from '../../test/suite.js';

/**
 * Decision 025: the built server entry (apps/web/dist-ssr, made by
 * `npm run build`, which `npm test` runs before this suite) renders a ranking page with the
 * real courses of the database, fetched in process as a guest; a missing, failing or slow
 * entry falls back to the empty shell; requests share a page's render and a few renders run
 * at once (decision 057); a busy server starts none (decision 082).
 */
const WEB_DIST = path.join(SPA_TEMPLATE_DIR, 'dist');

const suite = apiSuite();

describe('server-side rendering of guest pages', () => {
  it('renders the world ranking with the courses of the database', async () => {
    expect(
      existsSync(path.join(SPA_TEMPLATE_DIR, 'dist-ssr/entry-server.js')),
      'apps/web/dist-ssr is missing: run `npm run build` first',
    ).toBe(true);
    const entry = await loadServerEntry(WEB_DIST, suite.app.log);
    expect(entry).not.toBeNull();
    const top = json<Page<CourseSummary>>(
      await suite.app.inject({ method: 'GET', url: '/api/courses?limit=3&page=1' }),
    ).list;
    expect(top.length).toBe(3);

    const pages = createPageRenderer(suite.app, entry);
    // as the server does after its start: the first, cold render loads the route's chunks and
    // catalogs, which on a busy machine can pass the time limit of a visitor's render
    await pages.warm(['/top-golf-courses-worldwide.html']);
    const page = await pages.render('/top-golf-courses-worldwide.html', 'en');
    expect(page).not.toBeNull();
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const course of top) expect(page!.html).toContain(escape(course.name));
    // the critical CSS: the page's rules with their ids in `data-bgc-css`, which the browser's
    // Emotion cache reads without moving the elements, the global ones marked as placed
    // (decision 072); and the dehydrated query cache (no raw '<' inside the script)
    expect(page!.head).toMatch(/^<style (data-bgc-css="|data-s="" data-emotion="css-global )/);
    expect(page!.head).toMatch(/<style data-bgc-css="[\w-]+( [\w-]+)*">/);
    expect(page!.head).not.toMatch(/data-emotion="css /);
    expect(page!.state).toMatch(/^<script id="bgc-ssr" type="application\/json">\{"lang":"en"/);
    expect(page!.state.slice(0, -'</script>'.length).slice(1)).not.toContain('<');

    const shell = readFileSync(path.join(SPA_TEMPLATE_DIR, 'index.html'), 'utf8');
    const served = composePage(shell, page);
    expect(served).toContain(`<div id="root">${page!.html}</div><script id="bgc-ssr"`);
    expect(served.indexOf('<style data-bgc-css')).toBeLessThan(served.indexOf('</head>'));

    // COOKIE-001: the cookie notice is in the served HTML (never a late paint), and the head
    // script that hides it where consent exists runs before the body, allowed by its hash alone
    expect(page!.html).toContain('Cookies on BGC');
    const script = `<script>${COOKIE_CONSENT_SCRIPT}</script>`;
    expect(served.indexOf(script)).toBeGreaterThan(0);
    expect(served.indexOf(script)).toBeLessThan(served.indexOf('</head>'));
    expect(page!.head).toContain(`[${COOKIE_CONSENT_ATTRIBUTE}]`);
    const csp = String(
      (await suite.app.inject({ method: 'GET', url: '/about-us.html' })).headers[
        'content-security-policy'
      ],
    );
    // decision 069: and the loader that asks for the module scripts after the first paint
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(
      `script-src 'self' 'sha256-${hash(COOKIE_CONSENT_SCRIPT)}' 'sha256-${hash(AFTER_PAINT_LOADER)}';`,
    );

    // French: the page's texts and the API's answers in the page language (its catalogs loaded
    // first, as for English above: a cold render can pass the time limit on a busy machine)
    await pages.warm(['/top-golf-courses-worldwide.html?ln=fr'], 'fr');
    const fr = await pages.render('/top-golf-courses-worldwide.html?ln=fr', 'fr');
    expect(fr!.state).toContain('"lang":"fr"');

    // the namespaces the render used, which the browser loads before hydrating: a screen's own
    // lazy catalog ('services') included
    const usedBy = (state: string) =>
      (
        JSON.parse(state.slice(state.indexOf('>') + 1, -'</script>'.length)) as {
          namespaces: string[];
        }
      ).namespaces;
    expect(usedBy(page!.state)).toEqual(expect.arrayContaining(['common', 'ranking']));
    await pages.warm(['/service.html']);
    const services = await pages.render('/service.html', 'en');
    expect(usedBy(services!.state)).toEqual(expect.arrayContaining(['common', 'services']));
  });

  it('renders a course Timeline, the world and a country ranking, home and the newsfeed once, their reads fetched first (decision 078)', async () => {
    const entry = await loadServerEntry(WEB_DIST, suite.app.log);
    const pages = createPageRenderer(suite.app, entry);
    const [course] = json<Page<CourseSummary>>(
      await suite.app.inject({ method: 'GET', url: '/api/courses?limit=1&page=1' }),
    ).list;
    const coursePath = `/top-golf-courses-${course!.country.slug}/${course!.slug}-golf-course.html`;
    const countryPath = `/top-golf-courses-${course!.country.slug}.html`;
    const worldPath = '/top-golf-courses-worldwide.html';
    await pages.warm([coursePath, countryPath, worldPath]);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const url of [coursePath, countryPath, worldPath]) {
      const page = await pages.render(url, 'en');
      expect(page, url).not.toBeNull();
      expect(page!.passes, `render passes of ${url}`).toBe(1);
      expect(page!.html, url).toContain(escape(course!.name));
    }
    await pages.warm(['/', '/newsfeed.html']);
    for (const url of ['/', '/newsfeed.html']) {
      const page = await pages.render(url, 'en');
      expect(page!.passes, `render passes of ${url}`).toBe(1);
    }
    // the Timeline's own reads are in the page's state: its posts, latest reviews and vlogs
    const timeline = await pages.render(coursePath, 'en');
    expect(timeline!.state).toContain(`{"filter_course":${course!.id},"filter_type":"7"}`);
    expect(timeline!.state).toContain(`["reviews",${course!.id},"latest",0]`);
    expect(timeline!.state).toContain(`"vlogs",{"filter_type":"2","filter_course":${course!.id}}`);
  });

  it('falls back to the shell when the entry is missing, throws or is too slow', async () => {
    expect(await createPageRenderer(suite.app, null).render('/', 'en')).toBeNull();
    expect(composePage('<div id="root"></div>', null)).toBe('<div id="root"></div>');
    const throwing = createPageRenderer(suite.app, {
      render: () => Promise.reject(new Error('boom')),
    });
    // a failing page fails again: its shell may be kept
    expect(await throwing.renderPage('/', 'en')).toEqual({ page: null, keep: true });
    const started = Date.now();
    const slow = createPageRenderer(suite.app, { render: () => new Promise(() => undefined) });
    // a slow render may be quick on a less busy moment: its shell is not kept (decision 057)
    expect(await slow.renderPage('/', 'en')).toEqual({ page: null, keep: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SSR_TIME_LIMIT_MS - 50);
    expect(
      await loadServerEntry(path.join(os.tmpdir(), 'bgc-no-build', 'dist'), suite.app.log),
    ).toBeNull();
  });

  it('shares one render per page and answers the shell past the renders allowed at once (decision 057)', async () => {
    const calls: string[] = [];
    const finish: Array<() => void> = [];
    const rendered = (url: string): RenderedPage => ({
      html: `<p>${url}</p>`,
      head: '',
      state: '',
    });
    const pages = createPageRenderer(suite.app, {
      render: ({ url }) => {
        calls.push(url);
        return new Promise((resolve) => finish.push(() => resolve(rendered(url))));
      },
    });
    const first = pages.renderPage('/a', 'en');
    const again = pages.renderPage('/a', 'en');
    const others = Array.from({ length: SSR_MAX_CONCURRENT_RENDERS - 1 }, (_, i) =>
      pages.renderPage(`/b${i}`, 'en'),
    );
    // every render slot busy: the shell at once, not to be kept, and no render started
    expect(await pages.renderPage('/a', 'fr')).toEqual({ page: null, keep: false });
    expect(calls).toEqual(['/a', ...others.map((_, i) => `/b${i}`)]);
    for (const done of finish) done();
    expect(await first).toEqual({ page: rendered('/a'), keep: true });
    expect(await again).toEqual({ page: rendered('/a'), keep: true });
    await Promise.all(others);
    // the renders done, the next page renders again
    const next = pages.renderPage('/a', 'fr');
    finish.at(-1)!();
    expect(await next).toEqual({ page: rendered('/a'), keep: true });
    expect(calls).toHaveLength(SSR_MAX_CONCURRENT_RENDERS + 1);
  });

  it('starts no render while the server is busy, and renders again once it has room (decision 082)', async () => {
    const calls: string[] = [];
    const load = { inFlight: () => 1, utilization: () => 0.9 };
    const pages = createPageRenderer(
      suite.app,
      {
        render: ({ url }) => {
          calls.push(url);
          return Promise.resolve({ html: `<p>${url}</p>`, head: '', state: '' });
        },
      },
      load,
    );
    // the page's request alone in flight: rendered, however busy the thread was
    expect((await pages.renderPage('/a', 'en')).keep).toBe(true);
    // others waiting and the thread busy past SSR_BUSY_UTILIZATION: the shell, not kept
    load.inFlight = () => SSR_BUSY_IN_FLIGHT + 3;
    expect(await pages.renderPage('/b', 'en')).toEqual({ page: null, keep: false });
    expect(calls).toEqual(['/a']);
    // others waiting on a thread with room: rendered
    load.utilization = () => SSR_BUSY_UTILIZATION - 0.1;
    expect((await pages.renderPage('/b', 'en')).page?.html).toBe('<p>/b</p>');
    expect(calls).toEqual(['/a', '/b']);
  });

  it('without a built entry next to its folder, the page route serves the shell as before', async () => {
    // the suite's app serves apps/web/index.html without an entry: the empty shell, as before
    const res = await suite.app.inject({ method: 'GET', url: '/top-golf-courses-worldwide.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toContain('s-maxage=');
  });
});
