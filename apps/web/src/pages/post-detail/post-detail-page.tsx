import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type Post } from '@bgc/shared';
import { DelayedSpinner } from '../../components/delayed-spinner.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { PostCard } from '../../components/post-card/post-card.js';
import { postKeys, usePost } from '../../components/post-card/post-queries.js';
import { LazyPostDialog } from '../../components/post-list/post-dialogs.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';

/** The page title: the discussion title, else the author's name. */
function titleOf(post: { title: string | null; profile: { name: string } }, fallback: string) {
  return post.title?.trim() || fallback;
}

/**
 * ROUTE-035/036, POST-026..028, REV-024: one post at `/posts/{id}[/{commentId}]` (GET
 * /posts?filter_id) with its comments open; `commentId` marks that comment and scrolls to
 * it; its author edits it in the post dialog. A post that is gone (deleted, hidden, author suspended) shows 'The post is not longer
 * available'.
 */
export default function PostDetailPage({
  postId,
  commentId,
}: {
  postId: number;
  commentId: number | null;
}) {
  const { t } = useTranslation('posts');
  const query = usePost(postId);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Post | null>(null);
  const post = query.data;
  const heading = post ? t('detail.heading', { name: post.profile.name }) : t('detail.title');
  useDocumentTitle(post ? titleOf(post, heading) : t('detail.title'));

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 0, sm: 2 }, py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {heading}
      </Typography>
      {query.isPending && <DelayedSpinner minHeight={240} />}
      {query.isError && (
        <RetryAlert retryLabel={t('detail.retry')} onRetry={() => void query.refetch()}>
          {t('detail.loadError')}
        </RetryAlert>
      )}
      {query.isSuccess && post === null && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="post-gone">
          <Typography component="p" variant="h2" sx={{ mb: 2 }}>
            {t('detail.gone')}
          </Typography>
          <Button component={RouterLink} to={paths.static('newsfeed')} variant="outlined">
            {t('detail.toNewsfeed')}
          </Button>
        </Box>
      )}
      {post && (
        <PostCard
          post={post}
          commentsOpen
          highlightCommentId={commentId}
          onDeleted={() => void query.refetch()}
          onEdit={post.type === 4 ? undefined : setEditing}
        />
      )}
      {editing && (
        <LazyPostDialog
          open
          mode="edit"
          post={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => queryClient.setQueryData(postKeys.detail(postId), saved)}
        />
      )}
    </Box>
  );
}
