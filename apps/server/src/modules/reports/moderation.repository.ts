import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { NotificationType } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { comments, media, notifications, posts } from '../../db/schema/index.js';
import { plainText } from '../../lib/sanitize.js';
import { adjustTags } from '../posts/posts.repository.js';
import { recountComments, recountMemberPosts, recountPosts } from '../posts/counters.repository.js';
import { refreshOwnPlatformStats } from '../reviews/reviews.repository.js';

const REVIEW = 4;
/** The longest excerpt of a hidden item a type-9 notice names. */
const NOTICE_NAME_MAX = 120;

const unique = (ids: Iterable<number | null | undefined>): number[] => [
  ...new Set([...ids].filter((id): id is number => typeof id === 'number')),
];

/** What hiding changed elsewhere: the courses whose own rating (D-05) moved. */
export interface HideEffects {
  courseIds: number[];
}

/** A hidden post's row, as the follow-up steps need it. */
interface HiddenPost {
  authorId: number;
  courseId: number | null;
  type: number;
  hashtags: string[];
}

/** A hidden comment's row, as the recounts need it. */
interface HiddenComment {
  entityName: 'post' | 'media';
  entityId: number;
  parentId: number | null;
}

/**
 * Decision 042: what follows hiding posts and comments, in the caller's transaction: their
 * hashtags leave the tag counters, the authors' 'Posts' and the counters of the posts and
 * parent comments they fed are recounted from the rows (shown content only), and the courses
 * of hidden reviews get their own rating refreshed (REV-006, D-05).
 */
async function afterHiding(
  tx: Db,
  hiddenPosts: HiddenPost[],
  hiddenComments: HiddenComment[],
): Promise<HideEffects> {
  for (const p of hiddenPosts) if (p.hashtags.length) await adjustTags(tx, [], p.hashtags);
  await recountPosts(
    tx,
    unique(hiddenComments.filter((c) => c.entityName === 'post').map((c) => c.entityId)),
  );
  await recountComments(tx, unique(hiddenComments.map((c) => c.parentId)));
  await recountMemberPosts(tx, unique(hiddenPosts.map((p) => p.authorId)));
  const courseIds = unique(hiddenPosts.filter((p) => p.type === REVIEW).map((p) => p.courseId));
  for (const courseId of courseIds) await refreshOwnPlatformStats(tx, courseId);
  return { courseIds };
}

const hiddenPostColumns = {
  authorId: posts.authorId,
  courseId: posts.courseId,
  type: posts.type,
  hashtags: posts.hashtags,
};
const hiddenCommentColumns = {
  entityName: comments.entityName,
  entityId: comments.entityId,
  parentId: comments.parentId,
};

/**
 * D-04 'Hide' (decision 042): hides one shown post or comment (`hiddenBy` 'moderator') and
 * recounts what it fed. Replies under a hidden comment stay as they are: they are others'
 * words, out of sight with their parent, and no longer counted.
 */
export async function hideReported(
  tx: Db,
  entityName: 'post' | 'comment',
  id: number,
  at: Date,
): Promise<HideEffects> {
  const hide = { hiddenAt: at, hiddenBy: 'moderator' as const };
  if (entityName === 'post') {
    const rows = await tx
      .update(posts)
      .set(hide)
      .where(and(eq(posts.id, id), isNull(posts.hiddenAt)))
      .returning(hiddenPostColumns);
    return afterHiding(tx, rows, []);
  }
  const rows = await tx
    .update(comments)
    .set(hide)
    .where(and(eq(comments.id, id), isNull(comments.hiddenAt)))
    .returning(hiddenCommentColumns);
  return afterHiding(tx, [], rows);
}

/**
 * D-04 'Suspend' (decision 042): hides the member's own shown posts (reviews included) and
 * comments, marked `hiddenBy` 'suspension' so that lifting it shows exactly these again, and
 * recounts what they fed. Other members' comments on those posts and replies under those
 * comments are not touched: they are out of sight with their parent only.
 */
export async function hideMemberContent(tx: Db, userId: number, at: Date): Promise<HideEffects> {
  const hide = { hiddenAt: at, hiddenBy: 'suspension' as const };
  const hiddenPosts = await tx
    .update(posts)
    .set(hide)
    .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt), isNull(posts.hiddenAt)))
    .returning(hiddenPostColumns);
  const hiddenComments = await tx
    .update(comments)
    .set(hide)
    .where(
      and(eq(comments.authorId, userId), isNull(comments.deletedAt), isNull(comments.hiddenAt)),
    )
    .returning(hiddenCommentColumns);
  return afterHiding(tx, hiddenPosts, hiddenComments);
}

/**
 * Type 9 (decision 042): tells the author of a post or comment an Administrator hid, naming it
 * (title or an excerpt of the text) and the report's category as the reason. No notifier is
 * named (the moderator stays anonymous); it ignores blocks and preferences, since it is about
 * the member's own content. Returns the recipient to push to, or nothing for an unknown item.
 */
export async function notifyHidden(
  tx: Db,
  entityName: 'post' | 'comment',
  id: number,
  category: string,
): Promise<number[]> {
  let target: { authorId: number; name: string; postId: number | null; postType: number | null };
  if (entityName === 'post') {
    const rows = await tx
      .select({
        authorId: posts.authorId,
        title: posts.title,
        content: posts.content,
        type: posts.type,
      })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    const p = rows[0];
    if (!p) return [];
    // a review's text is plain text; other posts hold sanitized HTML (decision 006)
    const text = p.type === REVIEW ? p.content : plainText(p.content);
    target = { authorId: p.authorId, name: p.title ?? text, postId: null, postType: p.type };
  } else {
    const rows = await tx
      .select({ authorId: comments.authorId, text: comments.text, postId: comments.postId })
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1);
    const c = rows[0];
    if (!c) return [];
    target = { authorId: c.authorId, name: c.text, postId: c.postId, postType: null };
  }
  await tx.insert(notifications).values({
    userId: target.authorId,
    type: NotificationType.ContentHidden,
    entityName,
    entityId: id,
    notifierIds: [],
    notifierCount: 0,
    detail: {
      name: target.name.trim().slice(0, NOTICE_NAME_MAX),
      reason: category,
      ...(target.postId !== null ? { postId: target.postId } : {}),
      ...(target.postType !== null ? { postType: target.postType } : {}),
    },
  });
  return [target.authorId];
}

/**
 * Decision 042: the first photo (type 1, in the post's order) of each of the given posts: its
 * thumbnail, else the photo itself. One query for a page of the moderation queue.
 */
export async function findPostThumbnails(
  db: Db,
  postIds: readonly number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: media.entityId, thumbnail: media.thumbnail, path: media.path })
    .from(media)
    .where(
      and(eq(media.entityName, 'post'), inArray(media.entityId, [...postIds]), eq(media.type, 1)),
    )
    .orderBy(asc(media.entityId), asc(media.position), asc(media.id));
  for (const r of rows) {
    const src = r.thumbnail ?? r.path;
    if (src && !out.has(r.postId)) out.set(r.postId, src);
  }
  return out;
}
