import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import {
  CHAT_BOX_HEIGHT_PX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_OLDER_DELAY_MS,
  CHAT_OLDER_MARGIN_PX,
  FriendStatus,
  finderRequestSummary,
  type FriendEntry,
} from '@bgc/shared';
import { queryClient } from '../../lib/query-client.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { useConfirm } from '../confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../toast.js';
import { FinderRequestDetails } from '../finder-request-details.js';
import { isSendable } from './chat-model.js';
import { ChatPanelFrame } from './chat-panel-frame.js';
import {
  FRIEND_LIST_KEY,
  READABLE_STATUSES,
  closeChat,
  deleteConversation,
  loadNewest,
  loadOlder,
  sendMessage,
  useChatState,
} from './chat-store.js';
import { PresenceAvatar } from './presence-avatar.js';
import { MessageRow, PendingRow } from './chat-message-row.js';
import { startCall } from './video-call.js';
import { apiErrorText } from '../../lib/error-text.js';

const S = FriendStatus;

/** The foot of a blocked conversation (FRIEND-006, FRIEND-008): why, and the one way out. */
function BlockedFooter(props: {
  text: string;
  action: string;
  busy: boolean;
  onAction: () => void;
}) {
  return (
    <Box
      data-testid="chat-blocked"
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
    >
      <Typography sx={{ fontSize: 14, mb: 1 }}>{props.text}</Typography>
      <Button variant="outlined" disabled={props.busy} onClick={props.onAction}>
        {props.action}
      </Button>
    </Box>
  );
}

/**
 * One chat box (CHAT-002, CHAT-006..016, CHAT-026): messages of the newest blocks (older ones
 * load within 100 px of the top after a 1 s pause), the per-status parts (1 waiting, 2 Accept /
 * Deny, 8 unblock prompt without input, Disconnect at 6 and 8), and the input (Enter sends,
 * Shift+Enter adds a line, blanks are not sent).
 */
export function ChatBox({
  friendId,
  friend,
  listLoaded,
  fullScreen = false,
}: {
  friendId: number;
  friend: FriendEntry | null;
  listLoaded: boolean;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const confirm = useConfirm();
  const me = useSession()?.user.id ?? 0;
  const chat = useChatState();
  const conv = chat.conversations[friendId];
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const scroller = useRef<HTMLDivElement | null>(null);
  const nearBottom = useRef(true);
  const lastHeight = useRef(0);
  const olderTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const status = friend?.status ?? null;
  const name = friend?.user.name ?? '';
  const request = useMemo(() => finderRequestSummary(friend?.requestData ?? null), [friend]);

  // a box whose friend left the chat list (denied, disconnected, stranger block) closes
  useEffect(() => {
    if (listLoaded && !friend) closeChat(friendId);
  }, [listLoaded, friend, friendId]);

  // a request accepted or a block lifted: the conversation becomes readable
  useEffect(() => {
    if (status !== null && READABLE_STATUSES.includes(status)) void loadNewest(friendId);
  }, [status, friendId]);

  const messages = (conv?.messages ?? []).filter((m) => m[3] !== 1);
  const pending = conv?.pending ?? [];
  // keep the view at the bottom for new messages, and in place when older ones arrive on top
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (nearBottom.current) el.scrollTop = el.scrollHeight;
    else if (el.scrollHeight > lastHeight.current && el.scrollTop < CHAT_OLDER_MARGIN_PX)
      el.scrollTop += el.scrollHeight - lastHeight.current;
    lastHeight.current = el.scrollHeight;
  }, [messages.length, pending.length]);
  useEffect(
    () => () => {
      if (olderTimer.current) clearTimeout(olderTimer.current);
    },
    [],
  );

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop <= CHAT_OLDER_MARGIN_PX && !olderTimer.current) {
      olderTimer.current = setTimeout(() => {
        olderTimer.current = null;
        if ((scroller.current?.scrollTop ?? Infinity) <= CHAT_OLDER_MARGIN_PX)
          void loadOlder(friendId);
      }, CHAT_OLDER_DELAY_MS);
    }
  };

  /** A friendship call (T37–T40), then the friend list is refreshed. */
  const act = async (call: () => Promise<unknown>) => {
    setMenu(null);
    setBusy(true);
    try {
      await call();
    } catch (err) {
      toast.error(apiErrorText(err));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
    }
  };
  const block = async () => {
    setMenu(null);
    if (
      await confirm({
        title: t('blockTitle'),
        message: t('blockMessage', { name }),
        confirmText: t('block'),
      })
    )
      await act(() => api.put(`/friend/block/${friendId}`));
  };
  const send = () => {
    if (!isSendable(text)) return;
    sendMessage(friendId, text.trim());
    nearBottom.current = true;
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  // D-02: messages only at 3; at 6 the box shows the blocked state and 'Disconnect' (FRIEND-006)
  const canWrite = status === S.Friends;

  return (
    <ChatPanelFrame
      component="section"
      label={t('boxLabel', { name })}
      fullScreen={fullScreen}
      height={fullScreen ? '100%' : CHAT_BOX_HEIGHT_PX}
      headerSx={{ gap: 1, px: 1, minHeight: 48 }}
      header={
        <>
          {fullScreen && (
            <IconButton color="inherit" aria-label={t('back')} onClick={() => closeChat(friendId)}>
              <ArrowBackIcon />
            </IconButton>
          )}
          {friend && <PresenceAvatar friend={friend} size={32} />}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" noWrap sx={{ fontWeight: 700, fontSize: 15 }}>
              {name}
            </Typography>
            <Typography noWrap sx={{ fontSize: 11, opacity: 0.85 }}>
              {friend?.user.isOnline ? t('online') : t('offline')}
            </Typography>
          </Box>
          <IconButton
            color="inherit"
            aria-label={t('more')}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          {!fullScreen && (
            <IconButton color="inherit" aria-label={t('close')} onClick={() => closeChat(friendId)}>
              <CloseIcon />
            </IconButton>
          )}
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {status !== S.FriendBlockedMe && status !== S.IBlockedFriend && (
              <MenuItem onClick={() => void block()}>
                <ListItemText primary={t('block')} />
              </MenuItem>
            )}
            {(status === S.FriendBlockedMe || status === S.IBlockedFriend) && (
              <MenuItem
                onClick={() => void act(() => api.delete(`/friend/disconnect/${friendId}`))}
              >
                <ListItemText primary={t('disconnect')} />
              </MenuItem>
            )}
            {status === S.Friends && (
              <MenuItem
                onClick={() => {
                  setMenu(null);
                  void startCall(friendId);
                }}
              >
                <ListItemText primary={t('videoCall')} />
              </MenuItem>
            )}
            <MenuItem
              onClick={() => {
                setMenu(null);
                deleteConversation(friendId).catch((err: unknown) =>
                  toast.error(apiErrorText(err)),
                );
              }}
            >
              <ListItemText primary={t('deleteConversation')} />
            </MenuItem>
          </Menu>
        </>
      }
    >
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('messagesLabel', { name })}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', px: 1.5, py: 1, bgcolor: 'background.paper' }}
      >
        {conv?.loading && (
          <Box sx={{ textAlign: 'center' }}>
            <CircularProgress size={18} aria-label={t('loadingOlder')} />
          </Box>
        )}
        {messages.map((m, i) => (
          <MessageRow
            key={m[1]}
            message={m}
            previous={messages[i - 1]}
            mine={m[0] === me}
            partnerName={name}
            friendId={friendId}
          />
        ))}
        {pending.map((p) => (
          <PendingRow key={p.id} pending={p} />
        ))}
        {status === S.Friends && messages.length === 0 && pending.length === 0 && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 14, mt: 4 }}>
            {t('empty', { name })}
          </Typography>
        )}
        {status === S.RequestSent && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary', fontSize: 14, mt: 4 }}>
            {t('waiting', { name })}
          </Typography>
        )}
        {status === S.RequestReceived && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            {/* FRIEND-020 (decision 043): a player-finder request says what it asks */}
            {request ? (
              <Box sx={{ mb: 2 }}>
                <Typography sx={{ fontSize: 14, mb: 1 }}>
                  {t('golfRequestReceived', { name })}
                </Typography>
                <FinderRequestDetails summary={request} align="center" />
              </Box>
            ) : (
              <Typography sx={{ fontSize: 14, mb: 2 }}>{t('requestReceived', { name })}</Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
              <Button
                variant="contained"
                disableElevation
                disabled={busy}
                onClick={() => void act(() => api.put(`/friend/accept/${friendId}`))}
              >
                {t('accept')}
              </Button>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void act(() => api.put(`/friend/deny/${friendId}`))}
              >
                {t('deny')}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
      {status === S.FriendBlockedMe && (
        <BlockedFooter
          text={t('blockedYou', { name })}
          action={t('disconnect')}
          busy={busy}
          onAction={() => void act(() => api.delete(`/friend/disconnect/${friendId}`))}
        />
      )}
      {status === S.IBlockedFriend && (
        <BlockedFooter
          text={t('blockedByYou', { name })}
          action={t('unblock')}
          busy={busy}
          onAction={() => void act(() => api.put(`/friend/unblock/${friendId}`))}
        />
      )}
      {canWrite && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            gap: 0.5,
            p: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            multiline
            maxRows={4}
            size="small"
            fullWidth
            placeholder={t('placeholder')}
            slotProps={{
              htmlInput: {
                'aria-label': t('messageLabel', { name }),
                maxLength: CHAT_MESSAGE_MAX_LENGTH,
              },
            }}
          />
          <IconButton
            color="primary"
            aria-label={t('send')}
            onClick={send}
            disabled={!isSendable(text)}
          >
            <SendIcon />
          </IconButton>
        </Box>
      )}
    </ChatPanelFrame>
  );
}
