import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths, type PostPage } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { createMember } from '../../../test/factories.js';
import { createdPost, generalPostParts, postsSuite } from '../../../test/content-fixtures.js';
import { courseSlugAliases, courses } from '../../db/schema/index.js';
import { htmlLinks } from '../../lib/html-links.js';

/**
 * Decision 049 (D-16, POST-022): an '@' course mention stored with the course's name of its
 * day names the course as it is now when posts are listed; a link worded otherwise keeps its
 * words, and a former address leads to the current one.
 */
const suite = postsSuite('course-mentions');

describe('course mentions read at read time (decision 049)', () => {
  it('a mention written before the course was renamed shows its current display name', async () => {
    const course = suite.course(0);
    const [row] = await suite.database.db
      .select({ countryId: courses.countryId, sourceName: courses.sourceName })
      .from(courses)
      .where(eq(courses.id, course.id));
    const old = paths.course(course.countrySlug, course.slug);
    const author = await createMember(suite.app);
    const escaped = course.name.replace(/&/g, '&amp;');
    const post = await createdPost(
      suite.app,
      author.token,
      generalPostParts(
        `<p>Played <a href="${old}">${escaped}</a>&nbsp;then <a href="${old}">this gem</a> and <a href="https://example.com/">${escaped}</a></p>`,
      ),
    );
    const listed = async () => {
      const res = await suite.app.inject({ url: `/api/posts?filter_profile=${author.id}` });
      expect(res.statusCode, res.body).toBe(200);
      return json<PostPage>(res).list.find((p) => p.id === post.id)!;
    };
    expect((await listed()).content).toBe(post.content);

    // the club sync renames the course and moves it to a new slug, keeping the old one
    const renamed = `${course.name} – Valley Links & Co`;
    const slug = `${course.slug}-valley-links`;
    await suite.database.db
      .update(courses)
      .set({ name: renamed, slug })
      .where(eq(courses.id, course.id));
    await suite.database.db
      .insert(courseSlugAliases)
      .values({ countryId: row!.countryId, slug: course.slug, courseId: course.id });
    try {
      const now = await listed();
      const current = paths.course(course.countrySlug, slug);
      const name = renamed.replace(/&/g, '&amp;');
      // worded otherwise: its words stay; another site's link is no mention
      expect(htmlLinks(now.content)).toEqual([
        { href: current, text: name },
        { href: old, text: 'this gem' },
        { href: 'https://example.com/', text: escaped },
      ]);
      // the description is cut from the renamed text (escaped, as `presentPost` makes it)
      expect(now.description).toContain(name);
    } finally {
      await suite.database.db
        .delete(courseSlugAliases)
        .where(
          and(eq(courseSlugAliases.courseId, course.id), eq(courseSlugAliases.slug, course.slug)),
        );
      await suite.database.db
        .update(courses)
        .set({ name: course.name, slug: course.slug, sourceName: row!.sourceName })
        .where(eq(courses.id, course.id));
    }
  });
});
