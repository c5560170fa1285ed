import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  COURSE_TABS,
  PostType,
  STATIC_PAGES,
  parsePath,
  paths,
  type AppRoute,
  type StaticPage,
} from '@bgc/shared';
import { expectPageProblemInFile } from './page-health.js';
import { administrator, setupBrowser, storeSession, openOrigin } from './support.js';

/**
 * no page of the route table (packages/shared/src/routes.ts) is wider than its
 * viewport at 390, 1,024 and 1,366 px. The samples are keyed by route name and static page, so
 * a new route does not typecheck until it is added here; ids and slugs come from the API.
 * Logged-out pages are visited by a visitor, the member and administrator pages by the e2e
 * administrator (ADMIN_EMAILS).
 */
const browser = setupBrowser();
const WIDTHS = [390, 1024, 1366] as const;
const HEIGHT = 900;
/**
 * Visitor pages measured at once (the administrator's few go through one more page): most of
 * a sample's time is spent waiting for a quiet network, which another page's work fills
 * (decision 063).
 */
const LANES = 3;

interface Ids {
  country: string;
  zone: string;
  course: { slug: string; countrySlug: string };
  photoId: number;
  photoCourseId: number;
  postId: number;
  commentId: number;
  discussionId: number;
  profileId: number;
}

interface PostRef {
  id: number;
  profile: { id: number };
  media: Array<{ id: number; type: number }>;
  courseDetail: { id: number; slug: string; countrySlug: string } | null;
}

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/**
 * The oldest post of `type`: the demo content's (D-06), seeded before any journey. The other
 * browser files run beside this one (decision 067) and may delete or hide their own newest
 * posts while this file measures.
 */
async function oldestPost(page: Page, type: number): Promise<PostRef> {
  const url = `/api/posts?filter_type=${type}&limit=1`;
  const { total } = await json<{ total: number }>(page, url);
  const { list } = await json<{ list: PostRef[] }>(page, `${url}&page=${total}`);
  expect(list[0], `the oldest post of type ${type}`).toBeDefined();
  return list[0]!;
}

/** Real ids and slugs of the demo content and the imported courses. */
async function realIds(page: Page): Promise<Ids> {
  const country = await json<{ slug: string; zone: { slug: string } }>(
    page,
    '/api/countries/france',
  );
  const photoPost = await oldestPost(page, PostType.Photo);
  const post = await oldestPost(page, PostType.General);
  const comments = await json<{ list: Array<{ id: number }> }>(
    page,
    `/api/comments?filter_entityId=${post.id}&filter_entityName=post`,
  );
  const discussion = await oldestPost(page, PostType.Discussion);
  return {
    country: country.slug,
    zone: country.zone.slug,
    course: {
      slug: photoPost.courseDetail!.slug,
      countrySlug: photoPost.courseDetail!.countrySlug,
    },
    photoId: photoPost.media[0]!.id,
    photoCourseId: photoPost.courseDetail!.id,
    postId: post.id,
    commentId: comments.list[0]?.id ?? 0,
    discussionId: discussion.id,
    profileId: post.profile.id,
  };
}

type Who = 'visitor' | 'admin';
interface Sample {
  path: string;
  who: Who;
}

/** Every route name of the table with at least one real address (the compiler checks the keys). */
function samples(ids: Ids): Sample[] {
  const v = (path: string): Sample => ({ path, who: 'visitor' });
  const a = (path: string): Sample => ({ path, who: 'admin' });
  const staticPages: Record<StaticPage, Who> = {
    newsfeed: 'visitor',
    coaches: 'visitor',
    playerFinder: 'visitor',
    community: 'visitor',
    aboutUs: 'visitor',
    register: 'visitor',
    login: 'visitor',
    forgot: 'visitor',
    rgpd: 'visitor',
    legal: 'visitor',
    terms: 'visitor',
    service: 'visitor',
    contact: 'visitor',
  };
  const byRoute: Record<AppRoute['name'], Sample[]> = {
    homepage: [v(paths.home())],
    ranking: [
      v(paths.worldwide()),
      v(paths.worldwide(50)),
      v(paths.worldwideAll()),
      v(paths.zone(ids.zone)),
      v(paths.zoneAll(ids.zone)),
      v(paths.country(ids.country)),
      v(paths.country(ids.country, 20)),
      v(paths.countryAll(ids.country)),
    ],
    course: COURSE_TABS.map((tab) => v(paths.course(ids.course.countrySlug, ids.course.slug, tab))),
    mediaView: [v(paths.mediaView('photo', ids.photoId, 'course-media', ids.photoCourseId))],
    adminClaims: [a(paths.adminClaims())],
    postDetail: [
      v(paths.postDetail(ids.postId)),
      ...(ids.commentId ? [v(paths.postDetail(ids.postId, ids.commentId))] : []),
    ],
    communityDetail: [v(paths.communityDetail(ids.discussionId))],
    adminModeration: [a(paths.adminModeration())],
    adminCorrections: [a(paths.adminCorrections())],
    adminContacts: [a(paths.adminContacts())],
    packSample: ['par', 'birdie', 'eagle', 'hole-in-one'].map((pack) => v(paths.packSample(pack))),
    static: (Object.keys(STATIC_PAGES) as StaticPage[]).map((page) => ({
      path: paths.static(page),
      who: staticPages[page],
    })),
    profile: [a(paths.profile())],
    profilePerson: [v(paths.profilePerson(ids.profileId))],
    resetPassword: [v(`${paths.resetPassword()}?token=bogus`)],
    loginToken: [v(paths.loginToken('nobody@example.test', 'bogus'))],
    notFound: [v('/no-such-page.html')],
  };
  return Object.values(byRoute).flat();
}

/** Signs the page's origin in as the e2e administrator (registered on first use). */
async function signInAdmin(page: Page): Promise<void> {
  await storeSession(page, await administrator(), true);
}

/**
 * Counts the page's requests in flight, so `settle` can wait for a quiet network after a
 * resize as `networkidle` does after a navigation (no request for 500 ms).
 */
function trackRequests(page: Page): () => { inFlight: number; quietSince: number } {
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => void inFlight++);
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => ({ inFlight, quietSince });
}

/**
 * Waits until the page has laid itself out at its current viewport: two frames (a resize's
 * media queries and observers re-render the app), the fonts, and no request for 500 ms (an
 * image or a chunk the new width asks for).
 */
async function settle(page: Page, network: ReturnType<typeof trackRequests>): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await document.fonts.ready;
  });
  await expect
    .poll(
      () => {
        const { inFlight, quietSince } = network();
        return inFlight === 0 && Date.now() - quietSince >= 500;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/** A page of one signed-in state with its own request count. */
interface Lane {
  page: Page;
  network: ReturnType<typeof trackRequests>;
}

/** `count` lanes of `context`: `first` and new pages of the same context. */
async function lanesOf(context: BrowserContext, first: Page, count: number): Promise<Lane[]> {
  const pages = [first];
  while (pages.length < count) pages.push(await context.newPage());
  return pages.map((page) => ({ page, network: trackRequests(page) }));
}

/**
 * How far the document reaches past the viewport at each width, in px: the page is loaded
 * once (at the first width, waiting for network idle) and measured after resizing the
 * viewport to each width and letting it settle.
 */
async function overflowsOf({ page, network }: Lane, path: string): Promise<number[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  const overflows: number[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page, network);
    overflows.push(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    );
  }
  return overflows;
}

/** Runs `work` on every item, each lane taking the next item as soon as it is free. */
async function inLanes<T>(
  items: readonly T[],
  lanes: readonly Lane[],
  work: (lane: Lane, item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < items.length) await work(lane, items[next++]!);
    }),
  );
}

describe('no page is wider than its viewport', () => {
  it('covers every route name of the route table', () => {
    const ids: Ids = {
      country: 'france',
      zone: 'western-europe',
      course: { slug: 'x', countrySlug: 'france' },
      photoId: 1,
      photoCourseId: 1,
      postId: 1,
      commentId: 1,
      discussionId: 1,
      profileId: 1,
    };
    const names = new Set(samples(ids).map((s) => parsePath(s.path.split('?')[0]!).name));
    // '/no-such-page.html' is the notFound sample; every other name parses from its sample
    expect([...names].sort()).toEqual(
      [
        'adminClaims',
        'adminContacts',
        'adminCorrections',
        'adminModeration',
        'communityDetail',
        'packSample',
        'course',
        'homepage',
        'loginToken',
        'mediaView',
        'notFound',
        'postDetail',
        'profile',
        'profilePerson',
        'ranking',
        'resetPassword',
        'static',
      ].sort(),
    );
  });

  // the not-found sample answers 404 and the bogus sign-in link's code 401, on purpose
  expectPageProblemInFile(/^GET \/no-such-page\.html → 404$/);
  expectPageProblemInFile(/^POST \/api\/auth\/token-login → 401$/);
  expectPageProblemInFile(/^POST \/api\/reset-password → 4\d\d$/);

  // Each page is loaded once and measured at the three widths by resizing the viewport: one
  // load per width (120 loads, each waiting for network idle) took about three minutes.
  // LANES visitor pages and one administrator page measure at once.
  it(
    'at 390, 1,024 and 1,366 px, visitor and administrator pages',
    { timeout: 600_000 },
    async () => {
      const visitor = await browser.newPage({ width: WIDTHS[0], height: HEIGHT });
      const admin = await browser.newPage({ width: WIDTHS[0], height: HEIGHT });
      try {
        await openOrigin(visitor.page);
        await visitor.page.evaluate(() =>
          localStorage.setItem('cookieData', JSON.stringify({ status: 200, time: Date.now() })),
        );
        await openOrigin(admin.page);
        await signInAdmin(admin.page);
        const ids = await realIds(visitor.page);
        const lanes = {
          visitor: await lanesOf(visitor.context, visitor.page, LANES),
          admin: await lanesOf(admin.context, admin.page, 1),
        };
        const wide: string[] = [];
        const measure = async (lane: Lane, sample: Sample) => {
          const overflows = await overflowsOf(lane, sample.path);
          overflows.forEach((over, i) => {
            if (over > 0)
              wide.push(`${sample.path} (${sample.who}) at ${WIDTHS[i]} px: ${over} px too wide`);
          });
        };
        const all = samples(ids);
        await Promise.all(
          (['visitor', 'admin'] as const).map((who) =>
            inLanes(
              all.filter((sample) => sample.who === who),
              lanes[who],
              measure,
            ),
          ),
        );
        expect(wide.sort()).toEqual([]);
      } finally {
        await visitor.context.close();
        await admin.context.close();
      }
    },
  );
});
