import { FOLLOWING_PAGE_SIZE, FriendStatus, type FollowItem, type Page } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { notifyFollow, type Notifier } from '../notifications/notifications.events.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { existingUserIds, friendStatus } from '../members/members.repository.js';
import { entityExists, findFollowing, setFollow, type EntityName } from './follows.repository.js';

/** Follows of courses and members (FOLLOW-*, T32–T35); counters change in the same transaction. */
export class FollowService {
  constructor(
    private readonly db: Db,
    private readonly notifier?: Notifier,
  ) {}

  /** T34: 400 on oneself, 404 on an unknown entity, 403 when that member blocked the caller (FOLLOW-009). */
  async follow(
    userId: number,
    entityName: EntityName,
    entityId: number,
  ): Promise<{ isFollowed: true }> {
    if (entityName === 'user' && entityId === userId)
      throw validationError('You cannot follow yourself', {
        entityId: 'You cannot follow yourself',
      });
    if (!(await entityExists(this.db, entityName, entityId)))
      throw notFound(entityName === 'user' ? 'Member not found' : 'Golf course not found');
    if (entityName === 'user') {
      const status = await friendStatus(this.db, userId, entityId);
      if (status === FriendStatus.FriendBlockedMe || status === FriendStatus.StrangerBlockedMe)
        throw conflict('This member blocked you');
    }
    // NOTIF-009 type 4, in the follow's transaction (only when the follow is new)
    const notified = await this.db.transaction(async (tx) =>
      (await setFollow(tx, userId, entityName, entityId, true))
        ? notifyFollow(tx, { actorId: userId, entityName, entityId })
        : [],
    );
    this.notifier?.push(notified, userId);
    return { isFollowed: true };
  }

  /** T35: idempotent. */
  async unfollow(
    userId: number,
    entityName: EntityName,
    entityId: number,
  ): Promise<{ isFollowed: false }> {
    await this.db.transaction(async (tx) => {
      await setFollow(tx, userId, entityName, entityId, false);
    });
    return { isFollowed: false };
  }

  /** T32/T33: subscriptions of a member, newest first; 404 for an unknown member. */
  async following(
    userId: number,
    page: number,
    limit = FOLLOWING_PAGE_SIZE,
  ): Promise<Page<FollowItem>> {
    if (!(await existingUserIds(this.db, [userId])).has(userId)) throw notFound('Member not found');
    const { rows, total } = await findFollowing(this.db, userId, page, limit);
    return {
      list: rows.map((r) =>
        r.entityName === 'user'
          ? {
              entityName: 'user' as const,
              entityId: r.entityId,
              entityDetail: {
                name: `${r.userFirst ?? ''} ${r.userLast ?? ''}`.trim(),
                picture: r.userPicture,
                slug: null,
                country: null,
              },
            }
          : {
              entityName: 'course' as const,
              entityId: r.entityId,
              entityDetail: {
                name: r.courseName ?? '',
                picture: r.coursePicture,
                slug: r.courseSlug,
                country: r.countrySlug ? { slug: r.countrySlug } : null,
              },
            },
      ),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }
}
