import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FollowItem, Page } from '@bgc/shared';
import { MemberAvatar } from '../member-avatar.js';
import { useToast } from '../toast.js';
import { api } from '../../lib/api-client.js';
import { getSession, updateSessionUser } from '../../lib/session.js';
import { subscriptionHref } from './profile-format.js';
import { profileKeys, useFollowing, type ListOwner } from './profile-queries.js';
import { ProfileList, ProfileListRow, RowNameLink } from './profile-list.js';
import { apiErrorText } from '../../lib/error-text.js';

const keyOf = (item: FollowItem) => `${item.entityName}-${item.entityId}`;

function SubscriptionRow({
  item,
  onUnfollow,
  pending,
}: {
  item: FollowItem;
  onUnfollow?: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('profile');
  const href = subscriptionHref(item);
  const name = item.entityDetail.name;
  return (
    <ProfileListRow>
      <MemberAvatar
        name={name}
        picture={item.entityDetail.picture}
        size={48}
        sx={item.entityName === 'course' ? { borderRadius: 2 } : undefined}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <RowNameLink to={href}>{name}</RowNameLink>
        ) : (
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {item.entityName === 'course' ? (
            <GolfCourseIcon sx={{ fontSize: 16 }} aria-hidden />
          ) : (
            <PeopleIcon sx={{ fontSize: 16 }} aria-hidden />
          )}
          {item.entityName === 'course' ? t('subscriptions.course') : t('subscriptions.member')}
        </Typography>
      </Box>
      {onUnfollow && (
        <Button
          onClick={onUnfollow}
          disabled={pending}
          variant="outlined"
          size="small"
          aria-label={`${t('follow.unfollow')} – ${name}`}
          startIcon={
            pending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined
          }
          sx={{ flexShrink: 0 }}
        >
          {t('follow.unfollow')}
        </Button>
      )}
    </ProfileListRow>
  );
}

/**
 * 'Subscriptions' tab (PROF-026, PROF-027, PROF-030, FOLLOW-007): the followed members and
 * courses, picture and name linking to the profile or the course page, loaded page by page.
 * Own list: each with 'Unfollow' (`DELETE /follow/{entityName}/{entityId}`), which removes
 * the item and lowers the own totalFollowing; another member's list is read-only.
 */
export function SubscriptionsTab({ owner }: { owner: ListOwner }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useFollowing(owner);
  const { items } = list;

  const unfollow = useMutation({
    mutationFn: (item: FollowItem) => api.delete(`/follow/${item.entityName}/${item.entityId}`),
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<InfiniteData<Page<FollowItem>>>(
        profileKeys.following('me'),
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  list: page.list.filter((other) => keyOf(other) !== keyOf(item)),
                })),
              }
            : data,
      );
      const user = getSession()?.user;
      if (user)
        updateSessionUser({ ...user, totalFollowing: Math.max(0, user.totalFollowing - 1) });
      // course pages and member profiles read isFollowed again when next shown
      void queryClient.invalidateQueries({
        queryKey: [item.entityName === 'course' ? 'course' : 'member'],
      });
    },
    onError: (error) => toast.error(apiErrorText(error)),
  });

  return (
    <ProfileList owner={owner} list={list} icon={<PeopleIcon />} emptyKey="subscriptions">
      {items.map((item) => (
        <SubscriptionRow
          key={keyOf(item)}
          item={item}
          onUnfollow={owner === 'me' ? () => unfollow.mutate(item) : undefined}
          pending={
            unfollow.isPending &&
            unfollow.variables !== undefined &&
            keyOf(unfollow.variables) === keyOf(item)
          }
        />
      ))}
    </ProfileList>
  );
}
