import { Suspense, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { hashtagPath } from '../post-list/latest-posts-model.js';
import type { Post } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import type { CommentsBlockProps } from '../comments/comments-block.js';
import { DelayedSpinner } from '../delayed-spinner.js';
import { HashtagList } from '../hashtag-list.js';
import { lazyScreen } from '../lazy-with-preload.js';
import { useConfirm } from '../confirm-dialog/confirm-dialog-context.js';
import { useRequireLogin } from '../confirm-dialog/use-require-login.js';
import { isRichTextEmpty } from '../rich-text-editor/rich-text-html.js';
import { LazyReportDialog, preloadReportDialog } from '../report-dialog/lazy-report-dialog.js';
import { useToast } from '../toast.js';
import { LikeButton } from './like-button.js';
import { PostCardHeader } from './post-card-header.js';
import { PostContent } from './post-content.js';
import { PostMediaGrid } from './post-media-grid.js';
import { postKeys, useOpenPostMedia } from './post-queries.js';
import { PostRatingBlock } from './post-rating-block.js';
import { apiErrorText } from '../../lib/error-text.js';
import { reviewEditPath } from './review-edit.js';

/**
 * The comments (input with mentions, threads, menus) load when a card opens them.
 * A `lazyScreen`: a page whose post shows its comments open from the start loads them
 * before hydrating (`preloadComments`), so hydration does not suspend on them.
 */
const Comments = lazyScreen<CommentsBlockProps>(() =>
  import('../comments/comments-block.js').then((module) => ({ default: module.CommentsBlock })),
);

/** Loads the comments' code (POST-010..; the post and community pages). */
export const preloadComments = (): Promise<unknown> => Comments.preload();
const preloadCommentsQuietly = () => void Comments.preload().catch(() => undefined);

export interface PostCardProps {
  post: Post;
  /** The post as the card changed it (likes, comment count): for the owner's caches. */
  onChanged?: (post: Post) => void;
  /** After a confirmed delete succeeded (the card also refreshes queries under ['posts']). */
  onDeleted?: (post: Post) => void;
  /** 'Edit' in the menu, shown when the post says `canUpdate` (the PostDialog opens it). */
  onEdit?: (post: Post) => void;
  /** ROUTE-036 / POST-028: the comment to mark; opens the comments. */
  highlightCommentId?: number | null;
  /** Comments shown from the start (post detail); otherwise 'Comment' opens them. */
  commentsOpen?: boolean;
  /** Rendered as a list item (inside a `<ul>`), else as an `<article>`. */
  asListItem?: boolean;
}

/**
 * POST-004..008, POST-029, POST-036, MEDIA-013..016, REV-024, LIKE-*, CMT-013: a post —
 * header (author, relative date, course, type, menu), type 8 title, content collapsed past
 * 120 px, hashtags, the rating block of a course review (type 4), the media grid opening the
 * viewer, the footer with Like and the comment count, and the comments block.
 */
export function PostCard({
  post,
  onChanged,
  onDeleted,
  onEdit,
  highlightCommentId = null,
  commentsOpen = false,
  asListItem,
}: PostCardProps) {
  const { t } = useTranslation('posts');
  const confirm = useConfirm();
  const toast = useToast();
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const openMedia = useOpenPostMedia(post.id);
  const [current, setCurrent] = useState(post);
  const [showComments, setShowComments] = useState(commentsOpen || highlightCommentId !== null);
  const [focusComment, setFocusComment] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  // a review (type 4) is edited in its course's Reviews tab
  const reviewEdit = current.canUpdate ? reviewEditPath(current) : null;

  const latest = useRef(post);
  useEffect(() => {
    latest.current = post;
    setCurrent(post);
  }, [post]);

  /** Applies a change to the newest copy of the post and tells the owner. */
  const change = (update: (p: Post) => Post) => {
    const next = update(latest.current);
    latest.current = next;
    setCurrent(next);
    onChanged?.(next);
  };

  const remove = async () => {
    const sure = await confirm({ title: t('delete.title'), message: t('delete.post') });
    if (!sure) return;
    setDeleting(true);
    try {
      // a review shown as a post is deleted by its own call (REV-017)
      await (post.type === 4
        ? api.delete(`/courses/review/${post.id}`)
        : api.delete(`/posts/${post.id}`));
      toast.success(t('toast.postDeleted'));
      queryClient.setQueryData(postKeys.detail(post.id), null);
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      onDeleted?.(post);
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setDeleting(false);
    }
  };

  const report = async () => {
    void preloadReportDialog(); // fetched while the sign-in check runs
    if (await requireLogin()) setReporting(true);
  };

  const hasContent = post.type !== 5 && !isRichTextEmpty(current.content);
  return (
    <Card
      component={asListItem ? 'li' : 'article'}
      data-testid="post-card"
      data-post-id={post.id}
      aria-busy={deleting || undefined}
      sx={{ listStyle: 'none', opacity: deleting ? 0.6 : 1, overflow: 'hidden' }}
    >
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pb: 1 }}>
        <PostCardHeader
          post={current}
          onEdit={
            reviewEdit
              ? () => void navigate(reviewEdit)
              : onEdit && current.type !== 4
                ? () => onEdit(current)
                : undefined
          }
          onDelete={() => void remove()}
          onReport={() => void report()}
        />
        {post.type === 8 && current.title && (
          <Typography component="h2" variant="h3" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            {current.title}
          </Typography>
        )}
        {post.type === 4 && current.reviewData && <PostRatingBlock rating={current.reviewData} />}
        {hasContent && (
          <Box sx={{ mt: 1 }}>
            <PostContent html={current.content} />
          </Box>
        )}
        {current.hashtags.length > 0 && (
          <HashtagList
            tags={current.hashtags}
            label={t('card.hashtags')}
            chip={(tag) => (
              <Chip
                size="small"
                label={`#${tag}`}
                component={RouterLink}
                to={hashtagPath(tag, current.type)}
                clickable
                sx={{ bgcolor: '#e7efe9', color: 'primary.dark' }}
              />
            )}
          />
        )}
      </Box>
      {current.media.length > 0 && <PostMediaGrid media={current.media} onOpen={openMedia} />}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 1.5 },
          py: 0.5,
        }}
      >
        <LikeButton
          entityName="post"
          entityId={post.id}
          isLiked={current.isLiked}
          totalLike={current.totalLike}
          onChange={(like) => change((p) => ({ ...p, ...like }))}
        />
        <Button
          color="inherit"
          aria-expanded={showComments}
          onPointerEnter={preloadCommentsQuietly}
          onFocus={preloadCommentsQuietly}
          onClick={() => {
            setFocusComment(!showComments);
            setShowComments((open) => !open);
          }}
          startIcon={<ChatBubbleOutlineIcon fontSize="small" aria-hidden />}
          sx={{ color: 'text.secondary', px: 1.25 }}
        >
          {t('card.comment')}
          <Box component="span" data-testid="comment-count" sx={{ ml: 0.75, fontWeight: 700 }}>
            {current.totalComment}
          </Box>
        </Button>
      </Box>
      {showComments && (
        <>
          <Divider />
          <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Suspense fallback={<DelayedSpinner size={32} minHeight={64} />}>
              <Comments.Component
                entityName="post"
                entityId={post.id}
                highlightCommentId={highlightCommentId}
                autoFocus={focusComment}
                onCountChange={(delta) =>
                  change((p) => ({ ...p, totalComment: Math.max(0, p.totalComment + delta) }))
                }
              />
            </Suspense>
          </Box>
        </>
      )}
      <LazyReportDialog
        entityName="post"
        entityId={post.id}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </Card>
  );
}
