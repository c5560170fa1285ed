import {
  UI_LANGUAGES,
  COURSE_MEDIA_PARENT,
  localizedHref,
  paths,
  parsePath,
  rankingPath,
  translatedRoutePath,
  visibleTopSteps,
  WORLDWIDE_TOTAL_DEFAULT,
  WEBSITE_PACKS,
  type AppRoute,
  type Championship,
  type CourseDetail,
  type Post,
  type StaticPage,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { onRankingChanged } from '../ranking/ranking.service.js';
import { listCoursePaths } from '../courses/courses.repository.js';
import type { CourseService } from '../courses/courses.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { PostService } from '../posts/posts.service.js';
import { SEO_TEXTS, fill, type SeoTexts } from './seo.texts.js';
import { findUserById } from '../members/members.repository.js';
import { recognitionsJsonLd } from './course-recognitions.js';

/** What the served HTML says about a route (D-13). */
export interface PageMeta {
  status: 200 | 301 | 404;
  /** Issue 11.5: the page moved for good (a merged duplicate course) to this path. */
  redirect?: string | undefined;
  title: string;
  description: string;
  /** Path of the canonical URL (the alias paths point to one canonical). */
  canonicalPath: string;
  ogType: 'website' | 'article';
  /** schema.org data of the page (issue 11.1: a course with its championships), or none. */
  jsonLd?: Record<string, unknown> | undefined;
}

/**
 * Issue 11.1: the championships of a course as a short, language-neutral list for its
 * description — the three with most editions, e.g. 'The Masters 1934–2025 (89)'.
 */
export function championshipSummary(championships: readonly Championship[]): string {
  return [...championships]
    .sort((a, b) => b.years.length - a.years.length || a.event.localeCompare(b.event))
    .slice(0, 3)
    .map((c) => {
      const first = c.years[0];
      const last = c.years[c.years.length - 1];
      return c.years.length > 1
        ? `${c.event} ${first}–${last} (${c.years.length})`
        : `${c.event} ${first}`;
    })
    .join(', ');
}

/** Issue 11.1: schema.org GolfCourse of a course page, with its hosted championships as events. */
export function courseJsonLd(course: CourseDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GolfCourse',
    name: course.name,
    url,
    ...(course.website ? { sameAs: course.website } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(course.city ? { addressLocality: course.city } : {}),
      ...(course.state ? { addressRegion: course.state } : {}),
      addressCountry: course.country.code,
    },
    ...(course.latitude !== null && course.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: course.latitude,
            longitude: course.longitude,
          },
        }
      : {}),
    ...(course.championships.length > 0
      ? {
          event: course.championships.map((c) => ({
            '@type': 'SportsEvent',
            name: `${c.event} ${c.years[c.years.length - 1]}`,
            sport: 'Golf',
            startDate: String(c.years[c.years.length - 1]),
            location: { '@type': 'GolfCourse', name: course.name },
            subjectOf: c.sourceUrls.map((u) => ({ '@type': 'WebPage', url: u })),
          })),
        }
      : {}),
    ...recognitionsJsonLd(course.recognitions),
  };
}

/**
 * Static pages served with a 200 and their title; a page is listed once its screen exists
 * (the others answer 404 until then).
 */
type TextKey = { [K in keyof SeoTexts]: SeoTexts[K] extends string ? K : never }[keyof SeoTexts];
const STATIC_SEO: Partial<Record<StaticPage, { title: TextKey; description?: TextKey }>> = {
  aboutUs: { title: 'aboutTitle', description: 'aboutDescription' },
  login: { title: 'loginTitle' },
  register: { title: 'registerTitle' },
  forgot: { title: 'forgotTitle' },
  newsfeed: { title: 'newsfeedTitle', description: 'newsfeedDescription' },
  coaches: { title: 'coachesTitle', description: 'coachesDescription' },
  community: { title: 'communityTitle', description: 'communityDescription' },
  // issue 15: legal pages (LEGAL-001..003)
  rgpd: { title: 'rgpdTitle', description: 'rgpdDescription' },
  legal: { title: 'cookiesTitle', description: 'cookiesDescription' },
  terms: { title: 'termsTitle', description: 'termsDescription' },
  // issue 15: services and partnership (SVC-001, SVC-027)
  service: { title: 'serviceTitle', description: 'serviceDescription' },
  contact: { title: 'contactTitle', description: 'contactDescription' },
};

/**
 * The meta of a post's page (a post, or a community discussion): its title, else the start of
 * its text (70 characters), else the site name; its text, else the home description.
 */
function postMeta(post: Post, canonicalPath: string, t: SeoTexts): PageMeta {
  const title = post.title ?? (post.description.trim().slice(0, 70) || t.siteName);
  return {
    status: 200,
    title: `${title} – ${t.siteName}`,
    description: post.description.trim() || t.homeDescription,
    canonicalPath,
    ogType: 'article',
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Server-side SEO (D-13): per-route title, description, canonical, hreflang and
 * Open Graph tags in index.html, plus sitemap.xml and robots.txt.
 */
export class SeoService {
  private sitemapCache: Promise<string> | null = null;
  private readonly localizedSitemaps = new Map<UiLanguage, Promise<string>>();

  constructor(
    private readonly db: Db,
    private readonly courses: CourseService,
    private readonly geo: GeoService,
    private readonly media: MediaService,
    private readonly posts: PostService,
  ) {
    onRankingChanged(() => {
      this.sitemapCache = null;
      this.localizedSitemaps.clear();
    });
  }

  /** Resolves a pathname to its page meta, checking slugs against the database. */
  async describe(pathname: string, lang: UiLanguage): Promise<PageMeta> {
    const t = SEO_TEXTS[lang];
    const route: AppRoute = parsePath(pathname);
    const notFoundMeta: PageMeta = {
      status: 404,
      title: `${t.notFoundTitle} – ${t.siteName}`,
      description: t.homeDescription,
      canonicalPath: pathname,
      ogType: 'website',
    };
    try {
      switch (route.name) {
        case 'homepage':
          return {
            status: 200,
            title: t.homeTitle,
            description: t.homeDescription,
            canonicalPath: '/',
            ogType: 'website',
          };
        case 'static': {
          const page = STATIC_SEO[route.page];
          if (!page) return notFoundMeta;
          return {
            status: 200,
            title: `${t[page.title]} – ${t.siteName}`,
            description: page.description ? t[page.description] : t.homeDescription,
            canonicalPath: paths.static(route.page),
            ogType: 'website',
          };
        }
        case 'profile':
        case 'resetPassword':
        case 'loginToken':
          return {
            status: 200,
            title: `${t[route.name === 'profile' ? 'profileTitle' : 'resetTitle']} – ${t.siteName}`,
            description: t.homeDescription,
            canonicalPath: pathname,
            ogType: 'website',
          };
        case 'profilePerson': {
          const id = Number(route.key);
          const member =
            Number.isSafeInteger(id) && id > 0 ? await findUserById(this.db, id) : null;
          if (!member || member.user.suspendedAt) return notFoundMeta;
          const values = { name: `${member.user.firstName} ${member.user.lastName}` };
          return {
            status: 200,
            title: fill(t.memberTitle, values),
            description: fill(t.memberDescription, values),
            canonicalPath: paths.profilePerson(id),
            ogType: 'website',
          };
        }
        case 'ranking': {
          // the world has its own sentences, as in the SPA (ranking-texts.ts)
          let name: string | null = null;
          if (route.scope === 'country') name = (await this.geo.country(route.slug, lang)).name;
          if (route.scope === 'zone') name = (await this.geo.zone(route.slug, lang)).name;
          const values = { top: route.top, name: name ?? '' };
          const [title, description] =
            name === null
              ? route.all
                ? [t.worldAllTitle, t.worldAllDescription]
                : [t.worldTitle, t.worldDescription]
              : route.all
                ? [t.allTitle, t.allDescription]
                : [t.rankingTitle, t.rankingDescription];
          return {
            status: 200,
            title: fill(title, values),
            description: fill(description, values),
            canonicalPath: rankingPath(route),
            ogType: 'website',
          };
        }
        case 'course': {
          const moved = await this.courses.movedTarget(route.slug, route.country);
          if (moved)
            return {
              ...notFoundMeta,
              status: 301,
              redirect: paths.course(moved.countrySlug, moved.slug, route.tab),
            };
          const course = await this.courses.getBySlug(route.slug, route.country, lang);
          const values = { course: course.name, country: course.country.name };
          const texts =
            route.tab === 'home'
              ? { title: t.courseTitle, description: t.courseDescription }
              : t.courseTabs[route.tab];
          const history =
            route.tab === 'home' && course.championships.length > 0
              ? ` ${fill(t.courseHistory, { events: championshipSummary(course.championships) })}`
              : '';
          const canonicalPath = paths.course(course.country.slug, course.slug, route.tab);
          return {
            status: 200,
            title: fill(texts.title, values),
            description: fill(texts.description, values) + history,
            canonicalPath,
            ogType: 'article',
            jsonLd: route.tab === 'home' ? courseJsonLd(course, canonicalPath) : undefined,
          };
        }
        case 'mediaView': {
          const item = await this.media.get(route.mediaId, true);
          if (!item.courseSlug || !item.courseCountry || !item.courseName) return notFoundMeta;
          const course = await this.courses.getBySlug(item.courseSlug, item.courseCountry, lang);
          const values = { course: course.name, country: course.country.name };
          return {
            status: 200,
            title: fill(t.courseTabs.videosPhotos.title, values),
            description: item.description ?? fill(t.courseTabs.videosPhotos.description, values),
            canonicalPath: paths.mediaView(route.type, item.id, COURSE_MEDIA_PARENT, course.id),
            ogType: 'article',
          };
        }
        case 'postDetail': {
          const post = await this.posts.one(route.id, null, lang);
          return postMeta(post, paths.postDetail(post.id), t);
        }
        case 'communityDetail': {
          // COMM-008/009: the discussion's title; gone or not a discussion → 404
          const post = await this.posts.one(route.id, null, lang);
          if (post.type !== 8) return notFoundMeta;
          return postMeta(post, paths.communityDetail(post.id), t);
        }
        case 'packSample': {
          // SVC-003 (issue 15): the sample site of a website pack
          const pack = WEBSITE_PACKS.find((p) => p.slug === route.pack);
          if (!pack) return notFoundMeta;
          return {
            status: 200,
            title: `${fill(t.sampleTitle, { pack: pack.name })} – ${t.siteName}`,
            description: fill(t.sampleDescription, { pack: pack.name }),
            canonicalPath: paths.packSample(pack.slug),
            ogType: 'website',
          };
        }
        case 'adminContacts':
        case 'adminModeration':
          // D-04: administrators only, nothing to describe
          return {
            status: 200,
            title: t.siteName,
            description: t.homeDescription,
            canonicalPath: pathname,
            ogType: 'website',
          };
        case 'adminClaims':
        case 'adminCorrections':
          return {
            status: 200,
            title: `${t.adminTitle} – ${t.siteName}`,
            description: t.homeDescription,
            canonicalPath: pathname,
            ogType: 'website',
          };
        case 'notFound':
          return notFoundMeta;
      }
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return notFoundMeta;
      throw err;
    }
  }

  /** Injects the meta of a page into the index.html template. */
  render(template: string, meta: PageMeta, lang: UiLanguage, origin: string): string {
    // ROUTE-011 / OPEN-015: canonical and alternates point at each language's own path
    const english = `${origin}${meta.canonicalPath}`;
    const translated = translatedRoutePath(parsePath(meta.canonicalPath), lang);
    const url = meta.status === 200 && translated ? `${origin}${translated}` : english;
    const alternates = UI_LANGUAGES.map(
      (l) =>
        `<link rel="alternate" hreflang="${l}" href="${escapeHtml(
          `${origin}${localizedHref(meta.canonicalPath, l)}`,
        )}" />`,
    ).join('\n    ');
    const tags = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      alternates,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(english)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(SEO_TEXTS[lang].siteName)}" />`,
      `<meta property="og:type" content="${meta.ogType}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<meta property="og:locale" content="${lang}" />`,
      `<meta name="twitter:card" content="summary" />`,
      meta.status === 404 ? '<meta name="robots" content="noindex" />' : '',
      meta.jsonLd
        ? `<script type="application/ld+json">${JSON.stringify({ ...meta.jsonLd, url }).replace(/</g, '\\u003c')}</script>`
        : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    return template
      .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
      .replace(/<!--seo-->[\s\S]*?<!--\/seo-->/, tags);
  }

  /**
   * sitemap.xml: home, about, every ranking step page, the "all" pages and every course page.
   * With `lang` other than English (`/sitemap-{lang}.xml`, OPEN-015): the same pages at their
   * paths in that language (`localizedHref`: translated paths, shared ones with `?ln=`).
   */
  sitemap(origin: string, lang: UiLanguage = 'en'): Promise<string> {
    if (lang !== 'en') {
      const cached = this.localizedSitemaps.get(lang);
      if (cached) return cached;
      const built = this.buildSitemap(origin, lang);
      this.localizedSitemaps.set(lang, built);
      return built;
    }
    this.sitemapCache ??= this.buildSitemap(origin);
    return this.sitemapCache;
  }

  private async buildSitemap(origin: string, lang: UiLanguage = 'en'): Promise<string> {
    const locs: string[] = [
      paths.home(),
      paths.static('aboutUs'),
      paths.static('newsfeed'),
      paths.static('coaches'),
      paths.static('community'),
      paths.static('rgpd'),
      paths.static('legal'),
      paths.static('terms'),
      paths.static('service'),
      paths.static('contact'),
      ...WEBSITE_PACKS.map((p) => paths.packSample(p.slug)),
    ];
    for (const top of visibleTopSteps(WORLDWIDE_TOTAL_DEFAULT)) locs.push(paths.worldwide(top));
    locs.push(paths.worldwideAll());
    const { list: zones } = await this.geo.categories('en');
    for (const zone of zones) {
      for (const top of visibleTopSteps(zone.totalCourse)) locs.push(paths.zone(zone.slug, top));
      locs.push(paths.zoneAll(zone.slug));
      for (const country of zone.countries) {
        for (const top of visibleTopSteps(country.totalCourse))
          locs.push(paths.country(country.slug, top));
        locs.push(paths.countryAll(country.slug));
      }
    }
    for (const c of await listCoursePaths(this.db)) locs.push(paths.course(c.country, c.slug));
    const at = (p: string) => (lang === 'en' ? p : localizedHref(p, lang));
    const body = locs.map((p) => `<url><loc>${escapeHtml(origin + at(p))}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  }

  /** robots.txt: everything but the API, with the sitemap of each language (OPEN-015). */
  robots(origin: string): string {
    const localized = UI_LANGUAGES.filter((l) => l !== 'en')
      .map((l) => `Sitemap: ${origin}/sitemap-${l}.xml\n`)
      .join('');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n${localized}`;
  }
}
