import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, posts, users } from '../../db/schema/index.js';

/**
 * Stored counters recounted from the rows (decisions 030 and 042): a recount, unlike the
 * modules' ±1 steps, cannot drift. Shown content only: a comment counts when it is neither
 * deleted nor hidden (by a moderator or by its author's suspension), and a reply only under a
 * shown parent, since a reply under a removed or hidden comment is shown nowhere.
 */

/** Sets `counts` (column → correlated count) on the rows `ids` of `table`. */
export async function recountRows(
  tx: Db,
  table: typeof posts | typeof comments | typeof users,
  ids: readonly number[],
  counts: Record<string, SQL>,
): Promise<void> {
  if (ids.length)
    await tx
      .update(table)
      .set(counts)
      .where(inArray(table.id, [...ids]));
}

/** Likes and shown comments (`totalComment` all, `totalParentComment` top level) of each post. */
export const recountPosts = (tx: Db, ids: readonly number[]) =>
  recountRows(tx, posts, ids, {
    totalLike: sql`(SELECT count(*)::int FROM likes l
      WHERE l.entity_name = 'post' AND l.entity_id = ${posts.id})`,
    totalComment: sql`(SELECT count(*)::int FROM comments c
      LEFT JOIN comments pc ON pc.id = c.parent_id
      WHERE c.entity_name = 'post' AND c.entity_id = ${posts.id}
        AND c.deleted_at IS NULL AND c.hidden_at IS NULL
        AND (c.parent_id IS NULL OR (pc.deleted_at IS NULL AND pc.hidden_at IS NULL)))`,
    totalParentComment: sql`(SELECT count(*)::int FROM comments c
      WHERE c.entity_name = 'post' AND c.entity_id = ${posts.id} AND c.parent_id IS NULL
        AND c.deleted_at IS NULL AND c.hidden_at IS NULL)`,
  });

/** Likes and shown replies (`totalReply`) of each comment. */
export const recountComments = (tx: Db, ids: readonly number[]) =>
  recountRows(tx, comments, ids, {
    totalLike: sql`(SELECT count(*)::int FROM likes l
      WHERE l.entity_name = 'comment' AND l.entity_id = ${comments.id})`,
    totalReply: sql`(SELECT count(*)::int FROM comments r
      WHERE r.parent_id = ${comments.id} AND r.deleted_at IS NULL AND r.hidden_at IS NULL)`,
  });

/** The shown posts (reviews included) of each member: the profile's 'Posts' (`totalPost`). */
export const recountMemberPosts = (tx: Db, ids: readonly number[]) =>
  recountRows(tx, users, ids, {
    totalPost: sql`(SELECT count(*)::int FROM posts p
      WHERE p.author_id = ${users.id} AND p.deleted_at IS NULL AND p.hidden_at IS NULL)`,
  });
