import {
  UI_LANGUAGES,
  COURSE_MEDIA_PARENT,
  localizedHref,
  paths,
  parsePath,
  rankingPath,
  translatedRoutePath,
  WEBSITE_PACKS,
  DB_ID_MAX,
  pageOf,
  type AppRoute,
  type PageDeclaration,
  type Post,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { onRankingChanged } from '../ranking/ranking.service.js';
import type { CourseService } from '../courses/courses.service.js';
import type { GeoService } from '../geo/geo.service.js';
import type { MediaService } from '../media/media.service.js';
import type { PostService } from '../posts/posts.service.js';
import { SEO_TEXTS, fill, type SeoTexts } from './seo.texts.js';
import { PAGE_TEXTS } from './page-texts.js';
import { championshipSummary, courseJsonLd } from './course-json-ld.js';
import { buildSitemap, escapeHtml } from './sitemap.js';
import { findUserById } from '../members/members.repository.js';

/** What the served HTML says about a route (D-13). */
export interface PageMeta {
  status: 200 | 301 | 404;
  /** the page moved for good (a merged duplicate course) to this path. */
  redirect?: string | undefined;
  title: string;
  description: string;
  /** Path of the canonical URL (the alias paths point to one canonical). */
  canonicalPath: string;
  ogType: 'website' | 'article';
  /** schema.org data of the page (a course with its championships), or none. */
  jsonLd?: Record<string, unknown> | undefined;
  /** The page's declaration in the page table (decision 033); null for an unknown path. */
  page: PageDeclaration | null;
  /** Tags of the data the page shows (`course:12`), for the page cache's invalidation. */
  tags?: readonly string[] | undefined;
}

/**
 * The meta of a post's page (a post, or a community discussion): its title, else the start of
 * its text (70 characters), else the site name; its text, else the home description.
 */
function postMeta(post: Post, canonicalPath: string, t: SeoTexts): Omit<PageMeta, 'page'> {
  const title = post.title ?? (post.description.trim().slice(0, 70) || t.siteName);
  return {
    status: 200,
    title: `${title} – ${t.siteName}`,
    description: post.description.trim() || t.homeDescription,
    canonicalPath,
    ogType: 'article',
  };
}

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

  /**
   * Resolves a pathname to its page meta, checking slugs against the database; `page` is the
   * page table's declaration of a found page (null with a 404).
   */
  async describe(pathname: string, lang: UiLanguage): Promise<PageMeta> {
    const route: AppRoute = parsePath(pathname);
    const meta = await this.describeRoute(route, pathname, lang);
    return { ...meta, page: meta.status === 404 ? null : pageOf(route) };
  }

  private async describeRoute(
    route: AppRoute,
    pathname: string,
    lang: UiLanguage,
  ): Promise<Omit<PageMeta, 'page'>> {
    const t = SEO_TEXTS[lang];
    const texts = PAGE_TEXTS[lang];
    /** A page titled by the page table (decision 033): its title, else the site name alone. */
    const declared = (canonicalPath: string): Omit<PageMeta, 'page'> => {
      const page = pageOf(route);
      const title = page?.title ? texts.get(page.title) : undefined;
      const description = page?.description ? texts.get(page.description) : undefined;
      return {
        status: 200,
        title: title ? `${title} – ${t.siteName}` : t.siteName,
        description: description ?? t.homeDescription,
        canonicalPath,
        ogType: 'website',
      };
    };
    const notFoundMeta: Omit<PageMeta, 'page'> = {
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
        case 'static':
          return declared(paths.static(route.page));
        case 'profile':
          return declared(paths.profile());
        // one-time codes (decision 033): the head names the code-free address only
        case 'resetPassword':
          return declared(paths.resetPassword());
        case 'loginToken':
          return declared(paths.static('login'));
        case 'profilePerson': {
          const id = Number(route.key);
          const member =
            Number.isInteger(id) && id > 0 && id <= DB_ID_MAX
              ? await findUserById(this.db, id)
              : null;
          if (!member || member.user.suspendedAt) return notFoundMeta;
          const values = { name: `${member.user.firstName} ${member.user.lastName}` };
          return {
            status: 200,
            title: fill(t.memberTitle, values),
            description: fill(t.memberDescription, values),
            canonicalPath: paths.profilePerson(id),
            tags: [`member:${id}`],
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
          // a live course in one statement, the merge chain only when the address holds none
          // (decision 050), as the course call itself reads it
          const found = await this.courses.resolve(
            { slug: route.slug, countrySlug: route.country },
            lang,
            null,
          );
          if (found.moved)
            return {
              ...notFoundMeta,
              status: 301,
              redirect: paths.course(found.moved.countrySlug, found.moved.slug, route.tab),
            };
          const { course } = found;
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
            tags: [`course:${course.id}`],
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
            tags: [`course:${course.id}`],
            ogType: 'article',
          };
        }
        case 'postDetail': {
          const post = await this.posts.one(route.id, null, lang);
          return { ...postMeta(post, paths.postDetail(post.id), t), tags: [`post:${post.id}`] };
        }
        case 'communityDetail': {
          // COMM-008/009: the discussion's title; gone or not a discussion → 404
          const post = await this.posts.one(route.id, null, lang);
          if (post.type !== 8) return notFoundMeta;
          return {
            ...postMeta(post, paths.communityDetail(post.id), t),
            tags: [`post:${post.id}`],
          };
        }
        case 'packSample': {
          // SVC-003: the sample site of a website pack
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
        case 'adminClaims':
        case 'adminCorrections':
          // D-03, D-04: administrators only, nothing to describe
          return declared(pathname);
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
      meta.status === 404 || meta.page?.noindex ? '<meta name="robots" content="noindex" />' : '',
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
   * sitemap.xml: the pages of the page table marked `sitemap` (decision 033): the fixed pages,
   * the home, the packs' sample sites, every ranking step page, the "all" pages and every
   * course page.
   * With `lang` other than English (`/sitemap-{lang}.xml`, OPEN-015): the same pages at their
   * paths in that language (`localizedHref`: translated paths, shared ones with `?ln=`).
   */
  sitemap(origin: string, lang: UiLanguage = 'en'): Promise<string> {
    if (lang !== 'en') {
      const cached = this.localizedSitemaps.get(lang);
      if (cached) return cached;
      const built = buildSitemap(this.db, this.geo, origin, lang);
      this.localizedSitemaps.set(lang, built);
      return built;
    }
    this.sitemapCache ??= buildSitemap(this.db, this.geo, origin);
    return this.sitemapCache;
  }

  /** robots.txt: everything but the API, with the sitemap of each language (OPEN-015). */
  robots(origin: string): string {
    const localized = UI_LANGUAGES.filter((l) => l !== 'en')
      .map((l) => `Sitemap: ${origin}/sitemap-${l}.xml\n`)
      .join('');
    return `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n${localized}`;
  }
}
