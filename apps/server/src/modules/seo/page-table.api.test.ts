import { describe, expect, it } from 'vitest';
import {
  FIXED_PAGES,
  PAGES,
  UI_LANGUAGES,
  WEBSITE_PACKS,
  parsePath,
  paths,
  translatedRoutePath,
  type MediaItem,
  type PageName,
  type RoutePage,
  type UiLanguage,
} from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { createMember } from '../../../test/factories.js';
import { postMultipart } from '../../../test/course-fixtures.js';
import { writePost } from '../../../test/content-fixtures.js';
import { apiSuite } from '../../../test/suite.js';
import { PAGE_TEXTS } from './page-texts.js';
import { SEO_TEXTS } from './seo.texts.js';

/**
 * Decision 033: every page of the page table, in all six languages, is served through the
 * server with status 200, its declared title and its canonical; a 404 comes only from an
 * unknown path or an unknown slug or id (ROUTE-007, ROUTE-011, D-13).
 */
const suite = apiSuite({
  member: true,
  png: { width: 40, height: 30 },
  courses: { salt: 'page-table', count: 1 },
});
const ORIGIN = 'http://bgc.test';
const SECRET = 'c0de4f0rth1st3st0nly';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec(body)?.[1];

/** An address of each page with parameters, and the English path its canonical names. */
type Sample = { url: string; canonical: string };
async function routeSamples(): Promise<Record<RoutePage, Sample>> {
  const course = suite.course(0);
  const coursePath = paths.course(course.countrySlug, course.slug);
  const upload = await postMultipart(suite.app, suite.member.token, '/api/media', [
    ['courseId', String(course.id)],
    ['photoFiles[]', { bytes: suite.png, filename: 'a.png', type: 'image/png' }],
    ['photoTitles[]', 'The island green'],
  ]);
  expect(upload.statusCode, upload.body).toBe(200);
  const photo = json<{ list: MediaItem[] }>(upload).list[0]!;
  const photoPath = paths.mediaView('photo', photo.id, 'course-media', course.id);
  const post = await writePost(suite.app, suite.member);
  const discussion = await writePost(suite.app, suite.member, { title: 'Best links course?' });
  const same = (url: string): Sample => ({ url, canonical: url });
  return {
    homepage: same(paths.home()),
    ranking: same(paths.worldwide(20)),
    course: same(coursePath),
    mediaView: same(photoPath),
    postDetail: same(paths.postDetail(post.id)),
    communityDetail: same(paths.communityDetail(discussion.id)),
    profilePerson: same(paths.profilePerson(suite.member.id)),
    packSample: same(paths.packSample(WEBSITE_PACKS[0]!.slug)),
    profile: same(paths.profile()),
    resetPassword: {
      url: `${paths.resetPassword()}?token=${SECRET}`,
      canonical: '/reset-password',
    },
    loginToken: {
      url: paths.loginToken('someone@example.test', SECRET),
      canonical: paths.static('login'),
    },
    adminClaims: same(paths.adminClaims()),
    adminModeration: same(paths.adminModeration()),
    adminCorrections: same(paths.adminCorrections()),
    adminContacts: same(paths.adminContacts()),
  };
}

/** The address of `page` in `lang`: a fixed page at its own path, the others with `ln`. */
function addressIn(name: PageName, sample: Sample | undefined, lang: UiLanguage): Sample {
  if (Object.hasOwn(FIXED_PAGES, name)) {
    const own = FIXED_PAGES[name as keyof typeof FIXED_PAGES].paths[lang];
    return { url: own, canonical: own };
  }
  const joiner = sample!.url.includes('?') ? '&' : '?';
  const translated = translatedRoutePath(parsePath(sample!.canonical), lang);
  return { url: `${sample!.url}${joiner}ln=${lang}`, canonical: translated ?? sample!.canonical };
}

describe('the page table served (decision 033)', () => {
  it('serves every page in every language with 200, its title and its canonical', async () => {
    const samples = await routeSamples();
    const names = Object.keys(PAGES) as PageName[];
    expect(names).toContain('playerFinder');
    for (const lang of UI_LANGUAGES) {
      const site = SEO_TEXTS[lang].siteName;
      for (const name of names) {
        const page = PAGES[name];
        const { url, canonical } = addressIn(name, samples[name as RoutePage], lang);
        const res = await suite.app.inject({ url });
        const where = `${name} ${lang} ${url}`;
        expect(res.statusCode, where).toBe(200);
        const title = titleOf(res.body);
        expect(title, where).not.toContain(escape(SEO_TEXTS[lang].notFoundTitle));
        if (page.title) {
          // the sample site's title names its pack (SVC-003)
          const declared = PAGE_TEXTS[lang]
            .get(page.title)!
            .replace('{pack}', WEBSITE_PACKS[0]!.name);
          expect(title, where).toBe(
            escape(name === 'homepage' ? declared : `${declared} – ${site}`),
          );
        } else expect(title, where).toMatch(/\S/);
        expect(canonicalOf(res.body), where).toBe(`${ORIGIN}${canonical}`);
        // noindex pages say so; the one-time codes never reach the head (ROUTE-022, ROUTE-041)
        expect(res.body.includes('<meta name="robots" content="noindex" />'), where).toBe(
          page.noindex,
        );
        if (page.oneTimeCode) {
          expect(res.body, where).not.toContain(SECRET);
          expect(res.headers['referrer-policy'], where).toBe('no-referrer');
        }
        expect(res.headers['cache-control'], where).toBe(
          page.cache.kind === 'private'
            ? 'private, no-store'
            : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        );
      }
    }
  });

  it('answers 404 only for an unknown path or an unknown slug or id', async () => {
    const course = suite.course(0);
    for (const url of [
      '/no-such-page.html',
      '/trouver-des-joueurs-inconnus.html',
      paths.course(course.countrySlug, 'no-such-course-anywhere'),
      paths.postDetail(999_999_999),
      paths.communityDetail(999_999_999),
      paths.profilePerson(999_999_999),
      paths.packSample('no-such-pack'),
      // past the database's id range: unknown, not a database error
      paths.postDetail(9_999_999_999),
      paths.communityDetail(2_147_483_648),
      paths.profilePerson(2_147_483_648),
      paths.mediaView('photo', 9_999_999_999, 'course-media', 1),
    ]) {
      const res = await suite.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('lists the player finder in the sitemap of each language', async () => {
    for (const lang of UI_LANGUAGES) {
      const url = lang === 'en' ? '/sitemap.xml' : `/sitemap-${lang}.xml`;
      const res = await suite.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const path = FIXED_PAGES.playerFinder.paths[lang];
      expect(res.body, lang).toContain(`<loc>${ORIGIN}${path}</loc>`);
      // pages for members, administrators or a one-time code are never listed
      expect(res.body).not.toContain(`${ORIGIN}${FIXED_PAGES.login.paths[lang]}</loc>`);
    }
  });

  it('marks the reset page private and strips its token from every address of the head', async () => {
    const res = await suite.app.inject({ url: `/reset-password?token=${SECRET}&ln=fr` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="http://bgc.test/reset-password" />');
    expect(head).toContain('<meta property="og:url" content="http://bgc.test/reset-password" />');
    expect(res.body).not.toContain(SECRET);
    const member = await createMember(suite.app);
    const signedIn = await suite.app.inject({
      url: paths.loginToken(member.email, SECRET),
      headers: { cookie: 'x=1' },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).not.toContain(SECRET);
    expect(signedIn.body).not.toContain(encodeURIComponent(member.email));
  });
});
