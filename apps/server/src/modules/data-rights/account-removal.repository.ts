import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatPeerKeys,
  comments,
  courses,
  follows,
  friends,
  hosts,
  likes,
  posts,
  users,
} from '../../db/schema/index.js';
import { adjustTags } from '../posts/posts.repository.js';
import { recountComments, recountPosts } from '../posts/counters.repository.js';
import { refreshOwnPlatformStats } from '../reviews/reviews.repository.js';

/** What a deletion changed elsewhere: courses whose ranking inputs moved, friends to tell. */
export interface RemovalEffects {
  /** Courses the member reviewed or followed (score, 'Total reviews', followers). */
  courseIds: number[];
  /** Members who were linked to the deleted member by a friend row (any status). */
  formerFriendIds: number[];
}

const unique = (ids: Iterable<number | null | undefined>): number[] => [
  ...new Set([...ids].filter((id): id is number => typeof id === 'number')),
];

/**
 * Decision 030 (LEGAL-005 "content disappears at once"): in the deletion's transaction, the
 * member's posts (reviews included) and comments are marked deleted (`deletedAt`, which every
 * list, count, search and feed already filters); their likes, follows (both ways), friend rows
 * (both sides), player-finder offer and peer keys are removed; notifications that only they
 * caused are deleted, and they leave the notifier list of grouped ones. Every counter the
 * removed rows fed is then recounted from the rows (not moved by one), and the courses' own
 * platform figures (D-05 ranking inputs) are refreshed (the recounts of posts and comments are
 * the ones a moderation decision runs, `counters.repository.ts`, decision 042). Others' replies under the member's
 * comments stay stored (the purge keeps their words); they are unreachable with their parent.
 */
export async function hideMemberEverywhere(tx: Db, userId: number): Promise<RemovalEffects> {
  const now = new Date();
  const removedPosts = await tx
    .update(posts)
    .set({ deletedAt: now })
    .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt)))
    .returning({ courseId: posts.courseId, hashtags: posts.hashtags });
  for (const p of removedPosts) if (p.hashtags.length) await adjustTags(tx, [], p.hashtags);
  const removedComments = await tx
    .update(comments)
    .set({ deletedAt: now })
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt)))
    .returning({ postId: comments.postId, parentId: comments.parentId });
  const removedLikes = await tx
    .delete(likes)
    .where(eq(likes.userId, userId))
    .returning({ entityName: likes.entityName, entityId: likes.entityId });
  const ownFollows = await tx
    .delete(follows)
    .where(eq(follows.userId, userId))
    .returning({ entityName: follows.entityName, entityId: follows.entityId });
  const followers = await tx
    .delete(follows)
    .where(and(eq(follows.entityName, 'user'), eq(follows.entityId, userId)))
    .returning({ userId: follows.userId });
  const friendRows = await tx
    .delete(friends)
    .where(or(eq(friends.userId, userId), eq(friends.friendId, userId)))
    .returning({ userId: friends.userId, friendId: friends.friendId });
  await tx.delete(hosts).where(eq(hosts.userId, userId));
  await tx.delete(chatPeerKeys).where(eq(chatPeerKeys.userId, userId));
  await hideNotificationsCausedBy(tx, userId);

  await recountPosts(
    tx,
    unique([
      ...removedComments.map((c) => c.postId),
      ...removedLikes.filter((l) => l.entityName === 'post').map((l) => l.entityId),
    ]),
  );
  await recountComments(
    tx,
    unique([
      ...removedComments.map((c) => c.parentId),
      ...removedLikes.filter((l) => l.entityName === 'comment').map((l) => l.entityId),
    ]),
  );
  await recountMemberFollows(
    tx,
    unique([
      ...ownFollows.filter((f) => f.entityName === 'user').map((f) => f.entityId),
      ...followers.map((f) => f.userId),
    ]),
  );
  const followedCourses = unique(
    ownFollows.filter((f) => f.entityName === 'course').map((f) => f.entityId),
  );
  await recount(tx, courses, followedCourses, {
    totalFollow: sql`(SELECT count(*)::int FROM follows f
      WHERE f.entity_name = 'course' AND f.entity_id = ${courses.id})`,
  });
  const courseIds = unique([...followedCourses, ...removedPosts.map((p) => p.courseId)]);
  for (const courseId of courseIds) await refreshOwnPlatformStats(tx, courseId);
  return {
    courseIds,
    formerFriendIds: unique(friendRows.map((f) => (f.userId === userId ? f.friendId : f.userId))),
  };
}

/** The tables whose stored counters a deletion recounts besides posts and comments. */
type CountedTable = typeof users | typeof courses;

/** Sets `counts` (column → correlated count) on the rows `ids` of `table`. */
async function recount(
  tx: Db,
  table: CountedTable,
  ids: number[],
  counts: Record<string, SQL>,
): Promise<void> {
  if (ids.length) await tx.update(table).set(counts).where(inArray(table.id, ids));
}

/** Followers (`totalFollow`) and follows (`totalFollowing`) of each member. */
const recountMemberFollows = (tx: Db, ids: number[]) =>
  recount(tx, users, ids, {
    totalFollow: sql`(SELECT count(*)::int FROM follows f
      WHERE f.entity_name = 'user' AND f.entity_id = ${users.id})`,
    totalFollowing: sql`(SELECT count(*)::int FROM follows f WHERE f.user_id = ${users.id})`,
  });

/**
 * Other members' notifications about the member: deleted when the member is their only cause
 * (or their subject, 'user' `userId`), otherwise the member leaves the grouped notifier list.
 */
async function hideNotificationsCausedBy(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`UPDATE notifications SET deleted_at = now()
    WHERE deleted_at IS NULL AND user_id <> ${userId}
      AND (notifier_ids = ARRAY[${userId}]::int[] OR (entity_name = 'user' AND entity_id = ${userId}))`);
  await tx.execute(sql`UPDATE notifications
    SET notifier_ids = array_remove(notifier_ids, ${userId}),
        notifier_count = greatest(notifier_count - 1, 1)
    WHERE ${userId} = ANY(notifier_ids) AND cardinality(notifier_ids) > 1`);
}

/**
 * The purge's step (decision 030): other members' notifications that the member alone caused,
 * or that are about them, are erased; grouped ones keep their other notifiers only.
 */
export async function eraseNotificationsCausedBy(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM notifications
    WHERE notifier_ids = ARRAY[${userId}]::int[] OR (entity_name = 'user' AND entity_id = ${userId})`);
  await tx.execute(sql`UPDATE notifications SET notifier_ids = array_remove(notifier_ids, ${userId})
    WHERE ${userId} = ANY(notifier_ids)`);
}
