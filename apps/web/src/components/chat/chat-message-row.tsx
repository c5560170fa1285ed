import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@bgc/shared';
import { useToast } from '../toast.js';
import { apiErrorText } from '../../lib/error-text.js';
import { showsTime } from './chat-model.js';
import { deleteMessage, type PendingMessage } from './chat-store.js';
import { LinkedText } from '../linked-text.js';
import { dateTimeFormat } from '../../lib/intl-formats.js';

/** The rows of a chat box (CHAT-006, CHAT-011..013, CHAT-016): stored and pending messages. */

/** The shape of a message bubble (sent, pending or deleted); each adds its colours. */
const bubbleSx = {
  px: 1.25,
  py: 0.5,
  my: 0.25,
  borderRadius: 2,
  maxWidth: 230,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: 14,
} as const;

/** One formatter per language and shape: building an Intl.DateTimeFormat costs more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatTime(ms: number, lang: string): string {
  const d = new Date(ms);
  const sameDay = new Date().toDateString() === d.toDateString();
  const key = `${lang}|${sameDay}`;
  let format = formatters.get(key);
  if (!format) {
    format = dateTimeFormat(lang, {
      hour: '2-digit',
      minute: '2-digit',
      ...(sameDay ? {} : { day: '2-digit', month: '2-digit' }),
    });
    formatters.set(key, format);
  }
  return format.format(d);
}

/**
 * A stored message with its time (CHAT-016) and its delete menu (CHAT-013). Memoized: a new
 * message renders its own row, not every row of the conversation again (messages keep their
 * identity across merges, see mergeMessages).
 */
export const MessageRow = memo(function MessageRow({
  message,
  previous,
  mine,
  partnerName,
  friendId,
}: {
  message: ChatMessage;
  previous: ChatMessage | undefined;
  mine: boolean;
  partnerName: string;
  friendId: number;
}) {
  const { t, i18n } = useTranslation('chat');
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const remove = (unSent: boolean) => {
    setAnchor(null);
    deleteMessage(friendId, message, unSent).catch((err: unknown) =>
      toast.error(apiErrorText(err)),
    );
  };
  const deleted = message[3] === 2;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      {showsTime(previous, message) && (
        <Typography
          component="div"
          sx={{ fontSize: 11, color: 'text.secondary', mt: 1, alignSelf: 'center' }}
        >
          {formatTime(message[1], i18n.language)}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexDirection: mine ? 'row-reverse' : 'row',
          maxWidth: '100%',
        }}
      >
        <Box
          data-testid="chat-message"
          sx={{
            ...bubbleSx,
            bgcolor: deleted ? 'transparent' : mine ? 'primary.main' : 'grey.200',
            color: deleted ? 'text.secondary' : mine ? 'primary.contrastText' : 'text.primary',
            border: deleted ? '1px solid' : 'none',
            borderColor: 'divider',
            fontStyle: deleted ? 'italic' : 'normal',
          }}
        >
          {deleted ? (
            t('deletedThisMessage', { name: mine ? t('you') : partnerName })
          ) : (
            <LinkedText text={message[2]} />
          )}
        </Box>
        {!deleted && (
          <IconButton
            size="small"
            aria-label={t('messageActions')}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ opacity: 0.6, p: 0.25 }}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => remove(false)}>{t('deleteForMe')}</MenuItem>
        {mine && <MenuItem onClick={() => remove(true)}>{t('deleteForBoth')}</MenuItem>}
      </Menu>
    </Box>
  );
});

/** A message not yet acknowledged (CHAT-009): 'Sending…', 'Not sent' or 'message blocked'. */
export const PendingRow = memo(function PendingRow({ pending }: { pending: PendingMessage }) {
  const { t } = useTranslation('chat');
  const blocked = pending.state === 'blocked';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Box
        data-testid="chat-pending"
        sx={{
          ...bubbleSx,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          opacity: blocked ? 0.5 : 0.7,
        }}
      >
        <LinkedText text={pending.content} />
      </Box>
      <Typography
        component="div"
        sx={{
          fontSize: 11,
          color: blocked ? 'error.main' : 'text.secondary',
          fontWeight: blocked ? 700 : 400,
        }}
      >
        {blocked ? t('messageBlocked') : pending.state === 'failed' ? t('notSent') : t('sending')}
      </Typography>
    </Box>
  );
});
