import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountDeletions,
  comments,
  contactRequests,
  courseRoles,
  coursesPlayed,
  follows,
  friends,
  likes,
  media,
  posts,
  reports,
  reviewRatings,
  sessions,
  users,
} from '../../db/schema/index.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { hideMemberEverywhere, type RemovalEffects } from './account-removal.repository.js';

/**
 * Everything BGC keeps about a member (issue 15 'download my data'), secrets left out: the
 * password hash, session secrets and one-time code hashes are never exported.
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
 * The background purge: erases the members whose purge date has passed. Rows that point at
 * the member without a foreign key (follows and reports of the member, their uploaded media)
 * go first; the member row then cascades to posts, comments, likes, friends, sessions… Returns
 * the erased ids and the media paths to unlink.
 */
export async function purgeDueAccounts(
  db: Db,
  now: Date,
): Promise<{ userIds: number[]; mediaPaths: string[] }> {
  const due = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.purgeAfter, now));
  const userIds = due.map((d) => d.userId);
  if (userIds.length === 0) return { userIds, mediaPaths: [] };
  const postIds = (
    await db.select({ id: posts.id }).from(posts).where(inArray(posts.authorId, userIds))
  ).map((p) => p.id);
  const removedMedia = await db
    .delete(media)
    .where(
      or(
        inArray(media.uploaderId, userIds),
        postIds.length
          ? and(eq(media.entityName, 'post'), inArray(media.entityId, postIds))
          : undefined,
      ),
    )
    .returning({ path: media.path });
  await db
    .delete(follows)
    .where(and(eq(follows.entityName, 'user'), inArray(follows.entityId, userIds)));
  await db
    .delete(reports)
    .where(and(eq(reports.entityName, 'user'), inArray(reports.entityId, userIds)));
  await db.delete(users).where(inArray(users.id, userIds));
  return {
    userIds,
    mediaPaths: removedMedia.map((m) => m.path).filter((p): p is string => Boolean(p)),
  };
}
