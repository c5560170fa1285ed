import {
  NOTIFICATION_NAMED_NOTIFIERS,
  NotificationType,
  paths,
  type NotificationItem,
} from '@bgc/shared';
import { reportCategoryKey } from '../report-dialog/report-categories.js';

/**
 * What a bell item says and where it leads (OPEN-024, NOTIF-010). Pure, unit-tested.
 * Texts are keys of the `notifications` namespace with `{{name}}`, `{{count}}`, `{{course}}`.
 */
export interface NotificationView {
  /** i18n key in the `notifications` namespace. */
  key: string;
  params: Record<string, string | number>;
  /** Where opening the item goes (for a new message, the sender's profile as a fallback). */
  to: string;
  /** A new message (type 6, decision 038): the friend whose chat box opening the item opens. */
  chatWith?: number;
  /**
   * Hidden content (type 9, decision 042): the report category's key under `reasons.` of the
   * `notifications` namespace; the text's `{{reason}}` is its translation.
   */
  reasonKey?: string;
}

/** 'A', 'A and B', or 'A, B' plus 'and N others' beyond 2 (NOTIF-010). */
export function notifierNames(n: NotificationItem): { names: string; others: number } {
  const named = n.notifiers.slice(0, NOTIFICATION_NAMED_NOTIFIERS).map((p) => p.name);
  const others = Math.max(0, n.totalNotifiers - named.length);
  return { names: named.join(', '), others };
}

export function notificationView(n: NotificationItem): NotificationView {
  const { names, others } = notifierNames(n);
  const first = n.notifiers[0];
  const profile = first ? paths.profilePerson(first.id) : paths.home();
  const d = n.entityDetail;
  const postLink = (commentId: number | null) =>
    d.postType === 8 && commentId === null && d.postId
      ? paths.communityDetail(d.postId)
      : d.postId
        ? paths.postDetail(d.postId, commentId)
        : profile;
  const params: Record<string, string | number> = {
    name: names,
    others,
    title: d.name,
  };
  switch (n.type) {
    case NotificationType.NewPost:
      return {
        key: d.postType === 7 ? 'text.newCoursePost' : 'text.newPost',
        params: { ...params, course: d.name },
        to: paths.postDetail(n.entityId),
      };
    case NotificationType.GolfRequest:
      return { key: 'text.golfRequest', params, to: profile };
    case NotificationType.Mention:
      // the spec's 'in a discussion' for the community's discussions (postType 8) and their
      // comments; a post's comment or a post of another type says so (decision 037)
      return {
        key:
          d.postType === 8
            ? 'text.mention'
            : n.entityName === 'comment'
              ? 'text.mentionComment'
              : 'text.mentionPost',
        params,
        to:
          n.entityName === 'comment'
            ? postLink(n.entityId)
            : d.postType === 8
              ? paths.communityDetail(n.entityId)
              : paths.postDetail(n.entityId),
      };
    case NotificationType.Follow:
      if (n.entityName === 'course')
        return {
          key: others > 0 ? 'text.followCourseOthers' : 'text.followCourse',
          params: { ...params, course: d.name },
          to: d.slug && d.countrySlug ? paths.course(d.countrySlug, d.slug) : profile,
        };
      return { key: others > 0 ? 'text.followOthers' : 'text.follow', params, to: profile };
    case NotificationType.FriendRequest:
      return { key: 'text.friendRequest', params, to: profile };
    case NotificationType.NewMessage:
      // entityId names the sender's conversation (decision 038)
      return { key: 'text.newMessage', params, to: profile, chatWith: n.entityId };
    case NotificationType.Comment:
      return { key: 'text.comment', params, to: postLink(n.entityId) };
    case NotificationType.Reply:
      return { key: 'text.reply', params, to: postLink(n.entityId) };
    case NotificationType.ContentHidden:
      // decision 042: a comment opens its post (the place it was); a hidden post is shown
      // nowhere, so the member's own profile opens
      return {
        key:
          n.entityName === 'comment'
            ? 'text.hiddenComment'
            : d.name
              ? 'text.hiddenPost'
              : 'text.hiddenPostUntitled',
        params: { ...params, reason: d.reason ?? '' },
        to: n.entityName === 'comment' && d.postId ? postLink(null) : paths.profile(),
        reasonKey: reportCategoryKey(d.reason ?? 'other'),
      };
    default:
      return { key: 'text.unknown', params, to: profile };
  }
}
