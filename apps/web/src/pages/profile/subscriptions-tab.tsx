import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FollowItem, Page } from '@bgc/shared';
import { MemberAvatar } from '../../components/member-avatar.js';
import { useToast } from '../../components/toast.js';
import { api } from '../../lib/api-client.js';
import { getSession, updateSessionUser } from '../../lib/session.js';
import { subscriptionHref } from './profile-format.js';
import { profileKeys, useFollowing, type ListOwner } from './profile-queries.js';
import { EmptyState, InfiniteListFooter, ListSkeleton } from '../../components/tab-states.js';
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
    <Card
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, p: 1.5 }}
    >
      <MemberAvatar
        name={name}
        picture={item.entityDetail.picture}
        size={48}
        sx={item.entityName === 'course' ? { borderRadius: 2 } : undefined}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {href ? (
          <Typography
            component={Link}
            to={href}
            sx={{
              display: 'block',
              fontWeight: 700,
              color: 'text.primary',
              textDecoration: 'none',
              overflowWrap: 'anywhere',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {name}
          </Typography>
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
    </Card>
  );
}

/**
 * 'Subscriptions' tab (PROF-026, PROF-027, PROF-030, FOLLOW-007): the followed members and
 * courses, picture and name linking to the profile or the course page, loaded page by page.
 * Own list: each with 'Unfollow' (`DELETE /follow/{entityName}/{entityId}`), which removes
 * the item and lowers the own totalFollowing; another member's list is read-only.
 */
export function SubscriptionsTab({ owner }: { owner: ListOwner }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { items, result, sentinelRef } = useFollowing(owner);

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

  if (result.isPending) return <ListSkeleton />;
  if (result.isError && items.length === 0) {
    return <EmptyState icon={<PeopleIcon />} title={t('list.failed')} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<PeopleIcon />}
        title={t('subscriptions.empty')}
        text={owner === 'me' ? t('subscriptions.emptyOwn') : undefined}
      />
    );
  }
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
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
      </Box>
      <InfiniteListFooter sentinelRef={sentinelRef} result={result} />
    </Box>
  );
}
