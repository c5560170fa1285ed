import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { parsePath, paths, tidyName, type Post } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { clubs, countries, courseSlugAliases, courses } from '../../db/schema/index.js';
import { escapeText, htmlLinks, rewriteLinks } from '../../lib/html-links.js';
import { plainText } from '../../lib/sanitize.js';
import { DESCRIPTION_MAX } from './posts.presenter.js';

/**
 * Decision 049 (D-16, POST-022, POST-029): an '@' course mention is stored as a link to the
 * course page with the course's name of that day as its text. When posts are listed, each such
 * link names the course as it is now: its address is the current one (an old slug is found
 * through `course_slug_aliases`, decision 034) and its text the current display name, when the
 * stored text is one of the course's names (current, dataset, tidied dataset or club name);
 * a link the member worded otherwise keeps its words.
 */

/** A course as a mention names it now, with the names its mentions may carry. */
interface MentionedCourse {
  path: string;
  name: string;
  /** Escaped, as the stored text is compared. */
  knownNames: Set<string>;
}

/** `country/slug` of a course page link, or null for any other link. */
function courseKeyOf(href: string): string | null {
  if (!href.startsWith('/')) return null;
  const route = parsePath(href.split(/[?#]/)[0] ?? '');
  return route.name === 'course' && route.tab === 'home' ? `${route.country}/${route.slug}` : null;
}

/** The mentioned courses by `country/slug`, by their slug or a former one (one query each). */
async function findMentioned(db: Db, keys: string[]): Promise<Map<string, MentionedCourse>> {
  const pairs = keys.map((k) => k.split('/') as [string, string]);
  const matches = (slugColumn: typeof courses.slug | typeof courseSlugAliases.slug) =>
    or(...pairs.map(([country, slug]) => and(eq(countries.slug, country), eq(slugColumn, slug))));
  const columns = {
    countrySlug: countries.slug,
    name: courses.name,
    slug: courses.slug,
    sourceName: courses.sourceName,
    clubName: clubs.name,
  };
  const [current, former] = await Promise.all([
    db
      .select({ ...columns, key: sql<string>`${countries.slug} || '/' || ${courses.slug}` })
      .from(courses)
      .innerJoin(countries, eq(countries.id, courses.countryId))
      .leftJoin(clubs, eq(clubs.id, courses.clubId))
      .where(matches(courses.slug)),
    db
      .select({
        ...columns,
        key: sql<string>`${countries.slug} || '/' || ${courseSlugAliases.slug}`,
      })
      .from(courseSlugAliases)
      .innerJoin(courses, eq(courses.id, courseSlugAliases.courseId))
      .innerJoin(countries, eq(countries.id, courseSlugAliases.countryId))
      .leftJoin(clubs, eq(clubs.id, courses.clubId))
      .where(
        and(
          matches(courseSlugAliases.slug),
          inArray(
            countries.slug,
            pairs.map(([c]) => c),
          ),
        ),
      ),
  ]);
  const found = new Map<string, MentionedCourse>();
  for (const row of [...former, ...current]) {
    const names = [
      row.name,
      row.sourceName,
      row.sourceName && tidyName(row.sourceName),
      row.clubName,
    ];
    found.set(row.key, {
      path: paths.course(row.countrySlug, row.slug),
      name: row.name,
      knownNames: new Set(names.filter((n): n is string => !!n).map(escapeText)),
    });
  }
  return found;
}

/**
 * Decision 049: `posts` with their course mentions naming each course as it is now (see the
 * module comment); a post whose text changes gets its description cut from the new text. One
 * pair of queries for the whole page, none when no post links a course page.
 */
export async function withCurrentCourseMentions(db: Db, posts: Post[]): Promise<Post[]> {
  const linked = posts.map((p) =>
    p.content.includes('-golf-course.html') ? htmlLinks(p.content) : [],
  );
  const keys = new Set(linked.flatMap((links) => links.flatMap((l) => courseKeyOf(l.href) ?? [])));
  if (keys.size === 0) return posts;
  const mentioned = await findMentioned(db, [...keys]);
  return posts.map((post, i) => {
    if (linked[i]!.length === 0) return post;
    const content = rewriteLinks(post.content, (link) => {
      const key = courseKeyOf(link.href);
      const course = key ? mentioned.get(key) : undefined;
      if (!course || link.text === null || !course.knownNames.has(link.text)) return null;
      if (link.text === escapeText(course.name) && link.href === course.path) return null;
      return { href: course.path, text: course.name };
    });
    if (content === post.content) return post;
    return { ...post, content, description: plainText(content).slice(0, DESCRIPTION_MAX) };
  });
}
