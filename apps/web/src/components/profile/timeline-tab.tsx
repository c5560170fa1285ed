import { useTranslation } from 'react-i18next';
import { PostList } from '../post-list/post-list.js';
import { useSession } from '../../lib/session.js';

/**
 * 'Timeline' tab (PROF-008, POST-025): the member's posts (`GET /posts?filter_profile`, 10 a
 * page, infinite). On one's own profile 'Create post' opens the post dialog (General, Vlog,
 * Coaching; OPEN-044). `memberId` defaults to the signed-in member.
 */
export function TimelineTab({
  own,
  memberId,
  name,
}: {
  own: boolean;
  memberId?: number;
  name?: string;
}) {
  const { t } = useTranslation('feed');
  const user = useSession()?.user;
  const id = memberId ?? user?.id ?? 0;
  const mine = own || (user !== undefined && user.id === id);
  return (
    <PostList
      query={{ filter_profile: id }}
      emptyText={
        mine ? t('profile.ownEmpty') : t('profile.memberEmpty', { name: name ?? user?.name ?? '' })
      }
      canCreate={mine}
    />
  );
}
