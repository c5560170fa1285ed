import { useEffect, useMemo } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHAT_BOX_WIDTH_PX,
  CHAT_FRIEND_LIST_HEIGHT_PX,
  CHAT_FRIEND_LIST_WIDTH_PX,
  CHAT_MOBILE_BREAKPOINT_PX,
  FRIEND_LIST_STALE_MS,
  finderRequestSummary,
  type FriendEntry,
} from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { ChatBox } from './chat-box.js';
import { ChatPanelFrame } from './chat-panel-frame.js';
import { PresenceAvatar } from './presence-avatar.js';
import {
  FRIEND_LIST_KEY,
  catchUp,
  handleLiveEvent,
  openChat,
  resetChat,
  setListOpen,
  useChatState,
} from './chat-store.js';
import { useLiveEvents, useLiveReady, type LiveMessage } from '../../lib/live-socket.js';
import { handleSignal } from './video-call.js';
import { VideoCallLayer } from './video-call-window.js';

/** FRIEND-018 with decision 011: live events refresh it; a 30 s poll is the fallback. */
export function useFriendList(enabled = true) {
  return useQuery({
    queryKey: FRIEND_LIST_KEY,
    queryFn: () => api.get('/friend/list'),
    enabled,
    staleTime: FRIEND_LIST_STALE_MS,
    refetchInterval: FRIEND_LIST_STALE_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

function preview(friend: FriendEntry, t: (k: string, o?: Record<string, unknown>) => string) {
  const m = friend.lastMessage;
  if (m) {
    if (m[3] === 2)
      return t('deletedThisMessage', {
        name: m[0] === friend.user.id ? friend.user.name : t('you'),
      });
    return m[2];
  }
  if (friend.status === 1) return t('statusWaiting');
  if (friend.status === 2)
    return finderRequestSummary(friend.requestData) ? t('statusGolfRequest') : t('statusRequest');
  if (friend.status === 6 || friend.status === 8) return t('statusBlocked');
  return '';
}

function FriendRow({ friend }: { friend: FriendEntry }) {
  const { t } = useTranslation('chat');
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={() => openChat(friend.user.id)} sx={{ py: 0.5, px: 1 }}>
        <ListItemAvatar sx={{ minWidth: 46 }}>
          <PresenceAvatar friend={friend} />
        </ListItemAvatar>
        <ListItemText
          primary={friend.user.name}
          secondary={preview(friend, t)}
          slotProps={{
            primary: { noWrap: true, fontWeight: friend.unread ? 700 : 500, fontSize: 14 },
            secondary: { noWrap: true, fontSize: 12 },
          }}
        />
        {friend.unread > 0 && (
          <Badge
            color="error"
            badgeContent={friend.unread}
            aria-label={t('unread', { count: friend.unread })}
            sx={{ ml: 1.5, mr: 1 }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
}

/** A live event for the chat: call signalling goes to the call, the rest to the chat store. */
function onLiveEvent(event: LiveMessage): void {
  if (event.type === 'signal') handleSignal(event.from ?? 0, event.data);
  else handleLiveEvent(event);
}

/**
 * The chat widget (SHELL-015, CHAT-001..005): for signed-in members on every page, the friend
 * list (250×450) and up to 4 chat boxes (320×450) at the bottom right; below 600 px the list and
 * the newest box take the whole screen. It listens to the tab's live socket (D-15, decision 079)
 * and catches up after every reconnection (decision 011).
 */
export function ChatWidget() {
  const session = useSession();
  const token = session?.token ?? null;
  useLiveEvents(onLiveEvent);
  useLiveReady(catchUp);
  // another member (or none) in this tab: the previous one's boxes and messages go
  useEffect(() => () => resetChat(), [token]);
  if (!session) return null;
  return <ChatWidgetView />;
}

function ChatWidgetView() {
  const list = useFriendList();
  return (
    <>
      <ChatLayout />
      <VideoCallLayer friends={list.data ?? []} />
    </>
  );
}

/**
 * CSS variable holding the height (px) the chat launcher covers at the bottom of the window
 * while a member is signed in (0 when absent): the launcher (52 px + 16 px below on a phone,
 * 40 px on a desktop) plus 8 px of air.
 */
export const CHAT_DOCK_VAR = '--bgc-chat-dock';
const CHAT_DOCK_PHONE_PX = 76;
const CHAT_DOCK_DESKTOP_PX = 48;

/** The launcher's and the desktop boxes' corner: under the cookie banner (appBar - 1) until consent, above the page. */
const DOCK_SX = {
  position: 'fixed',
  right: 16,
  zIndex: (theme: Theme) => theme.zIndex.appBar - 2,
} as const;

function ChatLayout() {
  const { t } = useTranslation('chat');
  const phone = useMediaQuery(`(max-width:${CHAT_MOBILE_BREAKPOINT_PX - 0.05}px)`);
  const chat = useChatState();
  const list = useFriendList();
  const friends = useMemo(() => list.data ?? [], [list.data]);
  const byId = useMemo(() => new Map(friends.map((f) => [f.user.id, f])), [friends]);
  const unread = friends.reduce((n, f) => n + f.unread, 0);
  const recent = chat.recent.map((id) => byId.get(id)).filter((f): f is FriendEntry => !!f);
  const boxes = phone ? chat.boxes.slice(-1) : chat.boxes;

  const launcher = (
    <Badge color="error" badgeContent={unread} overlap={phone ? 'circular' : 'rectangular'}>
      {phone ? (
        <IconButton
          onClick={() => setListOpen(true)}
          aria-label={t('open')}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 52,
            height: 52,
            boxShadow: 3,
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <ChatIcon />
        </IconButton>
      ) : (
        <ButtonBase
          onClick={() => setListOpen(true)}
          aria-label={t('open')}
          sx={{
            width: CHAT_FRIEND_LIST_WIDTH_PX,
            height: 40,
            px: 2,
            justifyContent: 'flex-start',
            gap: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: '8px 8px 0 0',
            fontWeight: 700,
            boxShadow: 3,
          }}
        >
          <ChatIcon fontSize="small" />
          {t('title')}
        </ButtonBase>
      )}
    </Badge>
  );

  // the room the launcher takes at the bottom of the window: sticky bars sit above it and
  // focus / scrollIntoView keep actions out of it (html scroll-padding)
  const dockRoom = (
    <GlobalStyles
      styles={{
        ':root': { [CHAT_DOCK_VAR]: `${phone ? CHAT_DOCK_PHONE_PX : CHAT_DOCK_DESKTOP_PX}px` },
        html: { scrollPaddingBottom: `var(${CHAT_DOCK_VAR})` },
      }}
    />
  );

  const panel = (
    <ChatPanelFrame
      component="aside"
      label={t('title')}
      fullScreen={phone}
      width={phone ? '100%' : CHAT_FRIEND_LIST_WIDTH_PX}
      height={phone ? '100%' : CHAT_FRIEND_LIST_HEIGHT_PX}
      headerSx={{ pl: 2, minHeight: 44 }}
      header={
        <>
          <Typography component="h2" sx={{ flex: 1, fontWeight: 700, fontSize: 16 }}>
            {t('title')}
          </Typography>
          <IconButton
            onClick={() => setListOpen(false)}
            aria-label={t('closeList')}
            color="inherit"
          >
            <CloseIcon />
          </IconButton>
        </>
      }
    >
      <List dense sx={{ flex: 1, overflowY: 'auto', py: 0 }}>
        {recent.length > 0 && (
          <>
            <ListSubheader sx={{ lineHeight: '28px' }}>{t('recent')}</ListSubheader>
            {recent.map((f) => (
              <FriendRow key={`r${f.user.id}`} friend={f} />
            ))}
          </>
        )}
        <ListSubheader sx={{ lineHeight: '28px' }}>{t('friends')}</ListSubheader>
        {friends.map((f) => (
          <FriendRow key={f.user.id} friend={f} />
        ))}
        {list.isSuccess && friends.length === 0 && (
          <ListItem>
            <Typography sx={{ p: 1, fontSize: 14 }} color="text.secondary">
              {t('noFriends')}
            </Typography>
          </ListItem>
        )}
      </List>
    </ChatPanelFrame>
  );

  if (phone) {
    const box = boxes[0];
    if (box !== undefined || chat.listOpen)
      return (
        <Box sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal - 1 }}>
          {box === undefined ? (
            panel
          ) : (
            <ChatBox
              friendId={box}
              friend={byId.get(box) ?? null}
              listLoaded={list.isSuccess}
              fullScreen
            />
          )}
        </Box>
      );
    return (
      <Box sx={{ ...DOCK_SX, bottom: 16 }}>
        {dockRoom}
        {launcher}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        ...DOCK_SX,
        bottom: 0,
        display: 'flex',
        flexDirection: 'row-reverse',
        alignItems: 'flex-end',
        gap: 1,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {dockRoom}
      {chat.listOpen ? panel : launcher}
      {[...boxes].reverse().map((id) => (
        <Box key={id} sx={{ width: CHAT_BOX_WIDTH_PX }}>
          <ChatBox friendId={id} friend={byId.get(id) ?? null} listLoaded={list.isSuccess} />
        </Box>
      ))}
    </Box>
  );
}
