import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../retry-alert.js';
import type { Comment } from '@bgc/shared';
import { useRequireLogin } from '../confirm-dialog/use-require-login.js';
import { LazyReportDialog, preloadReportDialog } from '../report-dialog/lazy-report-dialog.js';
import { CommentInput } from './comment-input.js';
import { useCommentActions, useTopComments, type CommentEntity } from './comment-queries.js';
import { CommentThread } from './comment-thread.js';

/** Pages read at most while looking for the highlighted comment (ROUTE-036). */
const SEARCH_PAGES_MAX = 10;

export interface CommentsBlockProps {
  entityName: CommentEntity;
  entityId: number;
  /** ROUTE-036 / POST-028: the comment to mark and scroll to. */
  highlightCommentId?: number | null;
  /** +1 / −1 when a comment or reply is added or deleted (the card's count, CMT-013). */
  onCountChange?: (delta: number) => void;
  /** Focuses the comment field when it opens (after 'Comment' was pressed). */
  autoFocus?: boolean;
}

/**
 * CMT-001..016, OPEN-023: the comments of a post (or of a media item, CMT-016) — the field
 * on top (Enter sends, sign-in required), the top-level comments newest first, 10 a page with
 * 'More comments', each with its replies. Reporting a comment opens the report dialog
 * (POST /comments/report). With `highlightCommentId`, pages load until that comment shows,
 * also among replies.
 */
export function CommentsBlock({
  entityName,
  entityId,
  highlightCommentId = null,
  onCountChange,
  autoFocus,
}: CommentsBlockProps) {
  const { t } = useTranslation('posts');
  const requireLogin = useRequireLogin();
  const actions = useCommentActions(entityName, entityId, onCountChange);
  const { comments, result } = useTopComments(entityName, entityId, true);
  const [reported, setReported] = useState<Comment | null>(null);

  const highlight = highlightCommentId ?? null;
  const foundTop = highlight !== null && comments.some((c) => c.id === highlight);
  const pages = result.data?.pages.length ?? 0;
  const exhausted = result.isSuccess && (!result.hasNextPage || pages >= SEARCH_PAGES_MAX);
  useEffect(() => {
    if (highlight === null || foundTop || result.isFetching || !result.hasNextPage) return;
    if (pages < SEARCH_PAGES_MAX) void result.fetchNextPage();
  }, [highlight, foundTop, pages, result]);

  const report = async (comment: Comment) => {
    void preloadReportDialog(); // fetched while the sign-in check runs
    if (await requireLogin()) setReported(comment);
  };

  return (
    <Box component="section" aria-label={t('comments.title')} data-testid="comments-block">
      <CommentInput
        autoFocus={autoFocus}
        label={t('comments.inputLabel')}
        placeholder={t('comments.placeholder')}
        onSend={async (text) => {
          if (!(await requireLogin())) return false;
          return actions.create(text, null);
        }}
      />
      {result.isError && (
        <RetryAlert
          retryLabel={t('comments.retry')}
          onRetry={() => void result.refetch()}
          sx={{ mt: 1.5 }}
        >
          {t('comments.loadError')}
        </RetryAlert>
      )}
      {result.isLoading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('comments.title')} />
        </Box>
      )}
      {result.isSuccess && comments.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('comments.empty')}
        </Typography>
      )}
      {comments.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1.5, p: 0, display: 'grid', gap: 1.25 }}>
          {comments.map((comment) => (
            <CommentThread
              key={comment.id}
              comment={comment}
              entityName={entityName}
              entityId={entityId}
              actions={actions}
              onReport={(c) => void report(c)}
              highlightId={highlight}
              searchReplies={highlight !== null && !foundTop && exhausted}
            />
          ))}
        </Box>
      )}
      {result.hasNextPage && (
        <Button
          size="small"
          onClick={() => void result.fetchNextPage()}
          disabled={result.isFetchingNextPage}
          sx={{ mt: 1 }}
        >
          {t('comments.more')}
        </Button>
      )}
      <LazyReportDialog
        entityName="comment"
        entityId={reported?.id ?? 0}
        open={reported !== null}
        onClose={() => setReported(null)}
      />
    </Box>
  );
}
