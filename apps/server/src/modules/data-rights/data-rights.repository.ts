import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  accountDeletions,
  chatBlocks,
  chatConversations,
  chatMessages,
  chatPeerKeys,
  comments,
  contactRequests,
  courseRoles,
  coursesPlayed,
  follows,
  friends,
  hosts,
  likes,
  media,
  notifications,
  posts,
  reports,
  reviewRatings,
  sessions,
  users,
} from '../../db/schema/index.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import {
  eraseNotificationsCausedBy,
  hideMemberEverywhere,
  type RemovalEffects,
} from './account-removal.repository.js';

/**
 * Everything BGC keeps about a member (LEGAL-005 'download my data'), secrets left out: the
 * password hash, session secrets and one-time code hashes are never exported. Decision 030
 * adds their chat messages, notifications, player-finder offer and requests, and peer keys.
 */
export async function collectMemberData(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const { passwordHash: _hash, searchName: _search, ...profile } = user;
  const postRows = await db.select().from(posts).where(eq(posts.authorId, userId));
  const postIds = postRows.map((p) => p.id);
  const [
    ratings,
    commentRows,
    likeRows,
    following,
    friendRows,
    played,
    reportRows,
    claims,
    uploads,
    sessionRows,
    contacts,
    conversationMessages,
    notificationRows,
    hostRows,
    finderRequests,
    peerKeys,
  ] = await Promise.all([
    postIds.length
      ? db.select().from(reviewRatings).where(inArray(reviewRatings.postId, postIds))
      : Promise.resolve([]),
    db.select().from(comments).where(eq(comments.authorId, userId)),
    db.select().from(likes).where(eq(likes.userId, userId)),
    db.select().from(follows).where(eq(follows.userId, userId)),
    db.select().from(friends).where(eq(friends.userId, userId)),
    db.select().from(coursesPlayed).where(eq(coursesPlayed.userId, userId)),
    db.select().from(reports).where(eq(reports.reporterId, userId)),
    db.select().from(courseRoles).where(eq(courseRoles.userId, userId)),
    db.select().from(media).where(eq(media.uploaderId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    db.select().from(contactRequests).where(eq(contactRequests.email, user.email)),
    db
      .select({
        conversationId: chatConversations.id,
        userLow: chatConversations.userLow,
        userHigh: chatConversations.userHigh,
        senderId: chatMessages.senderId,
        time: chatMessages.time,
        content: chatMessages.content,
        unsent: chatMessages.unsent,
        hiddenForSender: chatMessages.hiddenForSender,
        hiddenForRecipient: chatMessages.hiddenForRecipient,
      })
      .from(chatMessages)
      .innerJoin(chatBlocks, eq(chatBlocks.id, chatMessages.blockId))
      .innerJoin(chatConversations, eq(chatConversations.id, chatBlocks.conversationId))
      .where(or(eq(chatConversations.userLow, userId), eq(chatConversations.userHigh, userId)))
      .orderBy(chatConversations.id, chatMessages.time),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(hosts).where(eq(hosts.userId, userId)),
    db
      .select()
      .from(friends)
      .where(
        and(
          isNotNull(friends.requestData),
          or(eq(friends.userId, userId), eq(friends.friendId, userId)),
        ),
      ),
    db
      .select({ key: chatPeerKeys.key, createdAt: chatPeerKeys.createdAt })
      .from(chatPeerKeys)
      .where(eq(chatPeerKeys.userId, userId)),
  ]);
  const ratingByPost = new Map(ratings.map((r) => [r.postId, r]));
  return {
    profile,
    posts: postRows.filter((p) => p.type !== 4),
    reviews: postRows
      .filter((p) => p.type === 4)
      .map((p) => ({ ...p, ratings: ratingByPost.get(p.id) ?? null })),
    comments: commentRows,
    likes: likeRows,
    follows: following,
    friends: friendRows,
    coursesPlayed: played,
    reports: reportRows,
    courseClaims: claims,
    media: uploads,
    sessions: sessionRows,
    contactRequests: contacts,
    /** Messages of the member's conversations, sent and received (CHAT-006). */
    chatMessages: conversationMessages.map(({ userLow, userHigh, ...m }) => ({
      ...m,
      partnerId: userLow === userId ? userHigh : userLow,
    })),
    notifications: notificationRows,
    /** FIND-*: the member's host offer and the golf requests they sent or received. */
    playerFinder: { offers: hostRows, requests: finderRequests },
    /** CHAT-017: the peer keys of the member's open tabs. */
    peerKeys,
  };
}

/** The password hash of a member (to confirm a deletion), null when unknown. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/**
 * Deletion request: in one transaction the member is hidden everywhere (`suspendedAt`, which
 * every public list of members filters), their content and links are removed from every page
 * and count (`hideMemberEverywhere`, decision 030), their address is replaced by a unique
 * placeholder so it can register again, every session is revoked, and the purge is scheduled.
 */
export async function markAccountDeleted(
  db: Db,
  userId: number,
  purgeAfter: Date,
): Promise<RemovalEffects> {
  return db.transaction(async (tx) => {
    const placeholder = `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`;
    await tx
      .update(users)
      .set({ suspendedAt: new Date(), email: placeholder, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await tx
      .insert(accountDeletions)
      .values({ userId, purgeAfter })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { purgeAfter } });
    return hideMemberEverywhere(tx, userId);
  });
}

/**
 * What one erased member left (decision 047's erasure log entry): counts of their rows the
 * erasure removed, never their content.
 */
export interface ErasedRows {
  posts: number;
  comments: number;
  chatMessages: number;
  uploads: number;
}

/** What the purge erased: the members, and the files of theirs to remove from the media store. */
export interface PurgedAccounts {
  userIds: number[];
  /** Public `/media/…` paths (uploads, thumbnails, avatar, cover); variants are derived. */
  mediaPaths: string[];
  /** Media-store folders holding only that member's files (avatar, posts, editor images). */
  mediaFolders: string[];
  /** Per erased member, the counts of their rows that went (decision 047). */
  erased: Map<number, ErasedRows>;
}

/** The members whose purge date (`account_deletions.purge_after`) is `now` or earlier. */
export async function dueAccountIds(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, now));
  return due.map((d) => d.userId);
}

/** Per member of `userIds`, how many rows of `column`'s table they own. */
async function countByMember(
  tx: Db,
  table: typeof posts | typeof comments | typeof chatMessages | typeof media,
  column: AnyPgColumn,
  userIds: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ userId: column, n: count() })
    .from(table)
    .where(inArray(column, userIds))
    .groupBy(column);
  return new Map(rows.map((r) => [Number(r.userId), r.n]));
}

/**
 * The one erasure of members (LEGAL-005, decision 030), run by the purge and by the restore's
 * replay of the erasure log (decision 047): members of `userIds` that no longer exist are left
 * out of the answer. Rows that point at the member or their content without a foreign key go
 * first: their uploads, follows of them, reports on them or their posts and comments, likes of
 * their posts and comments, notifications they caused (deleted when they were the only cause,
 * else they leave the notifier list). The member row then cascades to their posts, comments,
 * likes, friends, messages, sessions…; the conversations keep the partner's messages with the
 * erased side set to null, and replies of others under the member's comments stay (their
 * `parentId` then points at nothing). Returns what the media store must erase.
 */
export async function eraseAccounts(db: Db, requested: number[]): Promise<PurgedAccounts> {
  const none = (): PurgedAccounts => ({
    userIds: [],
    mediaPaths: [],
    mediaFolders: [],
    erased: new Map(),
  });
  if (requested.length === 0) return none();
  return db.transaction(async (tx) => {
    const userIds = (
      await tx.select({ id: users.id }).from(users).where(inArray(users.id, requested))
    ).map((u) => u.id);
    if (userIds.length === 0) return none();
    // one query at a time: a transaction holds one connection
    const counted = [
      await countByMember(tx, posts, posts.authorId, userIds),
      await countByMember(tx, comments, comments.authorId, userIds),
      await countByMember(tx, chatMessages, chatMessages.senderId, userIds),
      await countByMember(tx, media, media.uploaderId, userIds),
    ];
    const erased = new Map(
      userIds.map((id) => {
        const [p, c, m, u] = counted.map((byMember) => byMember.get(id) ?? 0) as [
          number,
          number,
          number,
          number,
        ];
        return [id, { posts: p, comments: c, chatMessages: m, uploads: u }];
      }),
    );
    const postIds = (
      await tx.select({ id: posts.id }).from(posts).where(inArray(posts.authorId, userIds))
    ).map((p) => p.id);
    const commentIds = (
      await tx.select({ id: comments.id }).from(comments).where(inArray(comments.authorId, userIds))
    ).map((c) => c.id);
    const removedMedia = await tx
      .delete(media)
      .where(
        or(
          inArray(media.uploaderId, userIds),
          postIds.length
            ? and(eq(media.entityName, 'post'), inArray(media.entityId, postIds))
            : undefined,
        ),
      )
      .returning({ path: media.path, thumbnail: media.thumbnail });
    const pictures = await tx
      .select({ picture: users.picture, cover: users.cover })
      .from(users)
      .where(inArray(users.id, userIds));
    await tx
      .delete(follows)
      .where(and(eq(follows.entityName, 'user'), inArray(follows.entityId, userIds)));
    const onContent = (
      table: typeof reports | typeof likes,
      name: 'post' | 'comment',
      ids: number[],
    ) => (ids.length ? and(eq(table.entityName, name), inArray(table.entityId, ids)) : undefined);
    await tx
      .delete(reports)
      .where(
        or(
          and(eq(reports.entityName, 'user'), inArray(reports.entityId, userIds)),
          onContent(reports, 'post', postIds),
          onContent(reports, 'comment', commentIds),
        ),
      );
    if (postIds.length || commentIds.length)
      await tx
        .delete(likes)
        .where(or(onContent(likes, 'post', postIds), onContent(likes, 'comment', commentIds)));
    for (const userId of userIds) await eraseNotificationsCausedBy(tx, userId);
    await tx.delete(users).where(inArray(users.id, userIds));
    // a conversation both of whose members were erased keeps nobody's words
    await tx
      .delete(chatConversations)
      .where(and(isNull(chatConversations.userLow), isNull(chatConversations.userHigh)));
    const paths = [
      ...removedMedia.flatMap((m) => [m.path, m.thumbnail]),
      ...pictures.flatMap((p) => [p.picture, p.cover]),
    ];
    return {
      userIds,
      erased,
      mediaPaths: [...new Set(paths.filter((p): p is string => Boolean(p)))],
      mediaFolders: userIds.flatMap((id) => MEMBER_FOLDERS.map((folder) => `${folder}/${id}`)),
    };
  });
}

/** Media-store folders named after the member who uploaded into them (members, posts, media services). */
const MEMBER_FOLDERS = ['users', 'posts', 'editor'] as const;
