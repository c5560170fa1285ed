import { eq } from 'drizzle-orm';
import { NotificationType, MENTIONS_MAX, finderRequestSummary } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { countries, courses, posts } from '../../db/schema/index.js';
import type { LiveHub } from '../../lib/live-events.js';
import { existingUserIds } from '../members/members.repository.js';
import {
  allowedRecipients,
  findCourseAdminIds,
  insertNotifications,
  materialisePostFor,
  upsertGrouped,
} from './notifications.repository.js';

/**
 * Notifications written by the events themselves (NOTIF-009, ADR 012): each function runs in
 * the caller's transaction, so the item exists exactly when the change does, and returns the
 * recipients to push to once that transaction has committed (`Notifier.push`). Never to the
 * actor, never across a block, never a type the recipient turned off.
 */

/** Type 4: a follow of a member (to that member) or of a course (to its administrators). */
export async function notifyFollow(
  tx: Db,
  e: { actorId: number; entityName: 'user' | 'course'; entityId: number },
): Promise<number[]> {
  let candidates: number[];
  let detail: Record<string, unknown> = { name: '' };
  if (e.entityName === 'user') candidates = [e.entityId];
  else {
    candidates = await findCourseAdminIds(tx, e.entityId);
    const rows = await tx
      .select({ name: courses.name, slug: courses.slug, countrySlug: countries.slug })
      .from(courses)
      .leftJoin(countries, eq(countries.id, courses.countryId))
      .where(eq(courses.id, e.entityId))
      .limit(1);
    detail = { name: rows[0]?.name ?? '', slug: rows[0]?.slug, countrySlug: rows[0]?.countrySlug };
  }
  const recipients = await allowedRecipients(tx, e.actorId, candidates, NotificationType.Follow);
  for (const userId of recipients)
    await upsertGrouped(tx, userId, {
      type: NotificationType.Follow,
      entityName: e.entityName,
      entityId: e.entityId,
      actorId: e.actorId,
      detail,
    });
  return recipients;
}

/**
 * Type 5 (a friend request) or type 2 (a golf request from the player finder, FIND-011) when
 * `requestData` is given; the type-2 item keeps the request's dates, place and handicap
 * (`finderRequestSummary`, FRIEND-020, decision 043) as they were asked.
 */
export async function notifyFriendRequest(
  tx: Db,
  e: { actorId: number; recipientId: number; requestData: Record<string, unknown> | null },
): Promise<number[]> {
  const golf = e.requestData !== null;
  const type = golf ? NotificationType.GolfRequest : NotificationType.FriendRequest;
  const recipients = await allowedRecipients(tx, e.actorId, [e.recipientId], type);
  return insertNotifications(tx, recipients, {
    type,
    entityName: 'user',
    entityId: e.actorId,
    actorId: e.actorId,
    detail: { name: '', ...(golf ? { request: finderRequestSummary(e.requestData) } : {}) },
  });
}

/** Title (or a short text) and type of a post, for entityDetail. */
async function postDetail(tx: Db, postId: number | null) {
  if (postId === null) return { name: '', postId: null, postType: null };
  const rows = await tx
    .select({ title: posts.title, type: posts.type, courseName: courses.name })
    .from(posts)
    .leftJoin(courses, eq(courses.id, posts.courseId))
    .where(eq(posts.id, postId))
    .limit(1);
  const p = rows[0];
  return { name: p?.title ?? p?.courseName ?? '', postId, postType: p?.type ?? null };
}

/**
 * Types 7 and 8: a comment on a post notifies the post's author (7); a reply notifies the
 * parent comment's author (8), and the post's author (7) when that is someone else.
 */
export async function notifyComment(
  tx: Db,
  e: {
    actorId: number;
    commentId: number;
    postId: number | null;
    postAuthorId: number | null;
    parentAuthorId: number | null;
  },
): Promise<number[]> {
  const detail = await postDetail(tx, e.postId);
  const sent: number[] = [];
  /** Tells one author, when his settings allow it (the reply or the comment type). */
  const notify = async (
    authorId: number,
    type: typeof NotificationType.Reply | typeof NotificationType.Comment,
  ) => {
    const to = await allowedRecipients(tx, e.actorId, [authorId], type);
    sent.push(
      ...(await insertNotifications(tx, to, {
        type,
        entityName: 'comment',
        entityId: e.commentId,
        actorId: e.actorId,
        detail,
      })),
    );
  };
  if (e.parentAuthorId !== null) await notify(e.parentAuthorId, NotificationType.Reply);
  if (e.postAuthorId !== null && e.postAuthorId !== e.parentAuthorId)
    await notify(e.postAuthorId, NotificationType.Comment);
  return sent;
}

/**
 * Type 3: members mentioned in a discussion (`entityName` post) or in a comment of it
 * (`comment`). A member is told once per discussion or comment, also after edits.
 */
export async function notifyMentions(
  tx: Db,
  e: {
    actorId: number;
    mentionedIds: number[];
    entityName: 'post' | 'comment';
    entityId: number;
    postId: number | null;
  },
): Promise<number[]> {
  const wanted = e.mentionedIds.slice(0, MENTIONS_MAX);
  if (wanted.length === 0) return [];
  const known = await existingUserIds(tx, wanted);
  const ids = wanted.filter((id) => known.has(id));
  const recipients = await allowedRecipients(tx, e.actorId, ids, NotificationType.Mention);
  return insertNotifications(tx, recipients, {
    type: NotificationType.Mention,
    entityName: e.entityName,
    entityId: e.entityId,
    actorId: e.actorId,
    detail: await postDetail(tx, e.postId),
  });
}

/**
 * Type 6 for the chat: a new message of `conversation` while the recipient has an unread item
 * about it only joins that item (one per conversation until read). Call it in the transaction
 * that stores the message, then `Notifier.push` the returned ids.
 */
export async function notifyNewMessage(
  tx: Db,
  e: { recipientId: number; senderId: number; conversation: number },
): Promise<number[]> {
  const recipients = await allowedRecipients(
    tx,
    e.senderId,
    [e.recipientId],
    NotificationType.NewMessage,
  );
  for (const userId of recipients)
    await upsertGrouped(tx, userId, {
      type: NotificationType.NewMessage,
      entityName: 'conversation',
      entityId: e.conversation,
      actorId: e.senderId,
      detail: { name: '' },
    });
  return recipients;
}

/** What every instance hears of a published post (decision 064). */
interface PublishedPost {
  postId: number;
  authorId: number;
}

/** Members written and told per statement of a post's fan-out to the online. */
const FAN_OUT_CHUNK = 1000;

/** Pushes 'notification' live events to the bells (D-02 transport, 60 s poll as fallback). */
export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly live?: LiveHub,
  ) {
    live?.onBroadcast((event) => {
      if (event.type === 'postPublished')
        void this.tellOnlineFollowers(event.data as PublishedPost);
    });
  }

  /** Tells each member's open sockets that its notifications changed. */
  push(userIds: readonly number[], from = 0): void {
    if (!this.live) return;
    for (const id of new Set(userIds)) this.live.send(id, { type: 'notification', from, data: {} });
  }

  /**
   * Type 1 after a post committed (ADR 012, decision 064): every instance writes the post's item
   * for the online followers whose sockets it holds and tells them, in the background, so the
   * posting request does not wait; offline followers get theirs on their next read.
   */
  postPublished(post: PublishedPost): void {
    this.live?.broadcast({ type: 'postPublished', from: post.authorId, data: post });
  }

  /** This instance's share of `postPublished`, in chunks of FAN_OUT_CHUNK members. */
  private async tellOnlineFollowers(post: PublishedPost): Promise<void> {
    const live = this.live;
    if (!live || !Number.isInteger(post?.postId) || !Number.isInteger(post?.authorId)) return;
    try {
      const online = live.onlineUserIds().filter((id) => id !== post.authorId);
      for (let i = 0; i < online.length; i += FAN_OUT_CHUNK) {
        const told = await materialisePostFor(
          this.db,
          post.postId,
          online.slice(i, i + FAN_OUT_CHUNK),
        );
        for (const id of told)
          live.sendHere(id, { type: 'notification', from: post.authorId, data: {} });
      }
    } catch {
      // the bells still catch up on their next read or their 60 s poll (NOTIF-003)
    }
  }
}
