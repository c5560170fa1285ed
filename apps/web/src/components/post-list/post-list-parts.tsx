import type { ReactNode, RefCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../member-avatar.js';
import { SkeletonHeading } from '../tab-states.js';
import { useSession } from '../../lib/session.js';

/**
 * POST-030: the 'Create post' bar above a list (shown only where the member may post): the
 * member's avatar, a prompt that opens the dialog on click (wide screens; the button is the
 * accessible control) and the 'Create post' button.
 */
export function CreatePostBar({ onCreate, label }: { onCreate: () => void; label?: string }) {
  const { t } = useTranslation('feed');
  const user = useSession()?.user;
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      {user && <MemberAvatar name={user.name} picture={user.picture} size={40} />}
      <Box
        aria-hidden
        onClick={onCreate}
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          height: 40,
          px: 2,
          borderRadius: 5,
          bgcolor: '#f1f4f2',
          color: 'text.secondary',
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          '&:hover': { bgcolor: '#e7ede9' },
        }}
      >
        {t('list.prompt')}
      </Box>
      <Button
        variant="contained"
        disableElevation
        startIcon={<EditNoteIcon />}
        onClick={onCreate}
        sx={{ flex: { xs: 1, sm: 'none' } }}
      >
        {label ?? t('list.createPost')}
      </Button>
    </Card>
  );
}

/**
 * Placeholder cards while the first page of posts loads. `fill`: at least as tall as the
 * screen, for a page whose list is its main content (the signed-in news feed, rendered on the
 * client, D-13): the footer then starts below the fold instead of showing under two cards and
 * being pushed away when the posts arrive (a layout shift of 0.11 on a phone).
 */
export function PostListSkeleton({ rows = 2, fill = false }: { rows?: number; fill?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: 2, alignContent: 'start', minHeight: fill ? '100vh' : undefined }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
            <SkeletonHeading variant="circular" size={44} widths={['40%', '25%']} />
          </Box>
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton variant="rounded" height={180} sx={{ mt: 1.5 }} />
        </Card>
      ))}
    </Box>
  );
}

/** The text of an empty list, with an icon. */
export function PostListEmpty({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Card
      sx={{
        p: { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden sx={{ color: '#7ea88b', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography>{text}</Typography>
    </Card>
  );
}

/**
 * The end of an infinite post list (POST-031, FEED-007): the scroll sentinel, then 'Load more'
 * (keyboard users, browsers without IntersectionObserver) or 'Retry' after a failed page.
 */
export function PostListFooter(props: {
  sentinelRef: RefCallback<Element>;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation('feed');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
      <Box ref={props.sentinelRef} sx={{ height: '1px', width: '100%' }} />
      {props.failed ? (
        <>
          <Typography color="text.secondary" role="alert">
            {t('list.loadError')}
          </Typography>
          <Button onClick={props.onMore} variant="outlined" size="small">
            {t('list.retry')}
          </Button>
        </>
      ) : props.hasMore ? (
        <Button
          onClick={props.onMore}
          disabled={props.loading}
          size="small"
          aria-busy={props.loading}
        >
          {props.loading ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </Box>
  );
}
