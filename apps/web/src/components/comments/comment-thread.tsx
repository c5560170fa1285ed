import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@bgc/shared';
import { useRequireLogin } from '../confirm-dialog/use-require-login.js';
import { CommentInput } from './comment-input.js';
import { CommentItem, type CommentActions } from './comment-item.js';
import { useReplies, type CommentEntity } from './comment-queries.js';

/** Reply pages read at most while looking for the highlighted reply (ROUTE-036). */
const SEARCH_PAGES_MAX = 10;

export interface CommentThreadProps {
  comment: Comment;
  entityName: CommentEntity;
  entityId: number;
  actions: CommentActions;
  onReport: (comment: Comment) => void;
  /** ROUTE-036: the comment to mark. */
  highlightId: number | null;
  /** The highlighted comment is not a top-level one: open these replies to look for it. */
  searchReplies: boolean;
}

/**
 * CMT-007 / OPEN-023: a top-level comment with its replies — 'View replies (n)' opens the
 * first 3, 'Reply more' loads 10 more each time — and the reply field opened by 'Reply'
 * (sign-in required, CMT-012). Replies answer the top-level comment (one level).
 */
export function CommentThread({
  comment,
  entityName,
  entityId,
  actions,
  onReport,
  highlightId,
  searchReplies,
}: CommentThreadProps) {
  const { t } = useTranslation('posts');
  const requireLogin = useRequireLogin();
  const searching = searchReplies && comment.totalReply > 0;
  const [open, setOpen] = useState(searching);
  const [replying, setReplying] = useState(false);
  const { replies, result } = useReplies(entityName, entityId, comment.id, open);

  useEffect(() => {
    if (searching) setOpen(true);
  }, [searching]);

  // ROUTE-036: keep reading reply pages until the highlighted reply shows
  const found = highlightId !== null && replies.some((r) => r.id === highlightId);
  const pages = result.data?.pages.length ?? 0;
  useEffect(() => {
    if (searching && open && !found && result.hasNextPage && !result.isFetching)
      if (pages < SEARCH_PAGES_MAX) void result.fetchNextPage();
  }, [searching, open, found, pages, result]);

  const startReply = async () => {
    if (!(await requireLogin())) return;
    setOpen(true);
    setReplying(true);
  };

  const hidden = comment.totalReply - replies.length;
  return (
    <CommentItem
      comment={comment}
      actions={actions}
      onReport={onReport}
      onReply={() => void startReply()}
      highlighted={highlightId === comment.id}
    >
      {!open && comment.totalReply > 0 && (
        <Button
          size="small"
          onClick={() => setOpen(true)}
          startIcon={<SubdirectoryArrowRightIcon fontSize="small" />}
          sx={{ mt: 0.25 }}
        >
          {t('comments.showReplies', { count: comment.totalReply })}
        </Button>
      )}
      {open && (replies.length > 0 || result.isLoading) && (
        <Box
          component="ul"
          aria-label={t('comments.reply')}
          sx={{ m: 0, mt: 0.75, p: 0, display: 'grid', gap: 1 }}
        >
          {replies.map((item) => (
            <CommentItem
              key={item.id}
              comment={item}
              actions={actions}
              onReport={onReport}
              onReply={() => void startReply()}
              highlighted={highlightId === item.id}
            />
          ))}
          {result.isLoading && (
            <li>
              <CircularProgress size={20} aria-label={t('comments.title')} />
            </li>
          )}
        </Box>
      )}
      {open && result.hasNextPage && hidden > 0 && (
        <Button
          size="small"
          onClick={() => void result.fetchNextPage()}
          disabled={result.isFetchingNextPage}
          startIcon={<SubdirectoryArrowRightIcon fontSize="small" />}
          sx={{ mt: 0.25 }}
        >
          {t('comments.replyMore')}
        </Button>
      )}
      {replying && (
        <Box sx={{ mt: 1 }}>
          <CommentInput
            autoFocus
            label={t('comments.replyLabel', { name: comment.profile.name })}
            placeholder={t('comments.replyPlaceholder')}
            onCancel={() => setReplying(false)}
            onSend={async (text) => {
              if (!(await requireLogin())) return false;
              return actions.create(text, comment.id);
            }}
          />
        </Box>
      )}
    </CommentItem>
  );
}
