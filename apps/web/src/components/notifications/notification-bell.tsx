import { useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@bgc/shared';
import { MemberAvatar } from '../member-avatar.js';
import { useToast } from '../toast.js';
import { fullDate, relativeTime } from '../post-card/relative-time.js';
import {
  useNotificationActions,
  useNotificationPages,
  useUnreadCount,
} from './notification-queries.js';
import { notificationView } from './notification-view.js';
import { FinderRequestDetails } from '../finder-request-details.js';

export interface NotificationBellProps {
  userId: number;
  /** 'header': icon on the dark bar; 'drawer': a full-width row of the phone drawer. */
  variant?: 'header' | 'drawer';
  /** Called before navigating (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * NOTIF-001..010: the bell with the unread counter and its paged panel (a popover on wide
 * screens, full screen on a phone). Opening an item marks it read and goes to what it is about
 * (OPEN-024); a failed read shows the server's message (NOTIF-007).
 */
export function NotificationBell({
  userId,
  variant = 'header',
  onNavigate,
}: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const unread = useUnreadCount(userId);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const label = t('bell.label', { count: unread });
  const button =
    variant === 'drawer' ? (
      <Button
        ref={anchor}
        fullWidth
        variant="outlined"
        onClick={() => setOpen(true)}
        startIcon={
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        }
        aria-label={label}
        sx={{ justifyContent: 'flex-start' }}
      >
        {t('title')}
      </Button>
    ) : (
      <IconButton
        ref={anchor}
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="notification-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    );
  const close = () => setOpen(false);
  const panel = open && (
    <NotificationPanel
      userId={userId}
      titleId={titleId}
      onClose={close}
      onNavigate={() => {
        close();
        onNavigate?.();
      }}
    />
  );
  return (
    <>
      {button}
      {phone || variant === 'drawer' ? (
        <Dialog fullScreen={phone} open={open} onClose={close} aria-labelledby={titleId}>
          {panel}
        </Dialog>
      ) : (
        <Popover
          open={open}
          anchorEl={anchor.current}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': titleId,
              sx: { width: 400, maxWidth: 'calc(100vw - 16px)', maxHeight: 560 },
            },
          }}
        >
          {panel}
        </Popover>
      )}
    </>
  );
}

function NotificationPanel({
  userId,
  titleId,
  onClose,
  onNavigate,
}: {
  userId: number;
  titleId: string;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const toast = useToast();
  const pages = useNotificationPages(userId, true);
  const { read, remove, readAll } = useNotificationActions(userId);
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = pages.data?.pages[0]?.totalUnread ?? 0;
  const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : t('error'));
  const openItem = (n: NotificationItem) => {
    const view = notificationView(n);
    if (n.status === 1) read.mutate(n.id, { onError: fail });
    onNavigate();
    const friend = view.chatWith;
    // decision 038: a new message opens the conversation, not the sender's profile
    if (friend !== undefined) void import('../chat/chat-store.js').then((c) => c.openChat(friend));
    else void navigate(view.to);
  };
  return (
    <>
      <DialogTitle
        id={titleId}
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, fontSize: '1.1rem' }}
      >
        <Box sx={{ flex: 1 }}>{t('title')}</Box>
        <Button
          size="small"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onError: fail })}
        >
          {t('markAllRead')}
        </Button>
        <IconButton aria-label={t('close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {pages.isError && (
          <Typography sx={{ p: 2 }} role="alert">
            {t('error')}
          </Typography>
        )}
        {pages.isSuccess && items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        <List disablePadding aria-label={t('title')}>
          {items.map((n) => {
            const view = notificationView(n);
            const who = n.notifiers[0];
            const text = t(
              view.key,
              view.reasonKey
                ? {
                    ...view.params,
                    reason: t(`reasons.${view.reasonKey}`, { defaultValue: view.params.reason }),
                  }
                : view.params,
            );
            return (
              <ListItem
                key={n.id}
                disablePadding
                data-testid="notification-item"
                data-status={n.status}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('delete', { text })}
                    onClick={() => remove.mutate(n.id, { onError: fail })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
                sx={{ bgcolor: n.status === 1 ? 'action.selected' : undefined }}
              >
                <ListItemButton onClick={() => openItem(n)} sx={{ pr: 7 }}>
                  <ListItemAvatar>
                    <MemberAvatar name={who?.name ?? ''} picture={who?.picture} size={40} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={text}
                    secondary={
                      <>
                        {/* FRIEND-020 (decision 043): a golf request says what it asks */}
                        {n.entityDetail.request && (
                          <FinderRequestDetails summary={n.entityDetail.request} />
                        )}
                        <time
                          dateTime={n.createdDate}
                          title={fullDate(n.createdDate, i18n.language)}
                        >
                          {relativeTime(n.createdDate, i18n.language)}
                        </time>
                      </>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: n.status === 1 ? 600 : 400 } },
                      secondary: { component: 'div' },
                    }}
                  />
                  {n.status === 1 && (
                    <Box component="span" sx={visuallyHidden}>
                      {t('unread')}
                    </Box>
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        {pages.hasNextPage && (
          <Stack sx={{ p: 1 }}>
            <Button onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {t('more')}
            </Button>
          </Stack>
        )}
      </DialogContent>
    </>
  );
}
