import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { PostType, paths } from '@bgc/shared';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { DelayedSpinner } from '../../components/delayed-spinner.js';
import { PostCard } from '../../components/post-card/post-card.js';
import { usePost } from '../../components/post-card/post-queries.js';
import { LazyPostDialog } from '../../components/post-list/post-dialogs.js';
import { replacePostInCaches } from '../../components/post-list/post-cache.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';

/**
 * A discussion, route '/community/{id}' (ROUTE-017, COMM-008, COMM-009, COMM-011): the back
 * button, the title (the card's heading; a hidden h1), the discussion as a post card with its comments and the reply editor
 * (sign-in asked on use), and Edit for its author. A discussion that is gone, hidden or not
 * a discussion shows 'The discussion is not longer available'. Default export for lazy loading.
 */
export default function CommunityDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const query = usePost(id);
  const discussion = query.data && query.data.type === PostType.Discussion ? query.data : null;
  const gone = query.isSuccess && discussion === null;
  const [editing, setEditing] = useState(false);
  useDocumentTitle(discussion?.title?.trim() || t('detail.title'));

  // back to where the member came from inside the app, else to the community list
  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.static('community'));
  };

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box>
        <Button onClick={back} startIcon={<ArrowBackIcon />} sx={{ fontWeight: 700 }}>
          {t('detail.back')}
        </Button>
        {/* the card shows the title (its h2); the page's h1 names it for assistive tech */}
        <Typography component="h1" sx={visuallyHidden}>
          {discussion?.title?.trim() || t('detail.title')}
        </Typography>
      </Box>
      {query.isPending && <DelayedSpinner minHeight={240} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('detail.retry')}
            </Button>
          }
        >
          {t('detail.loadError')}
        </Alert>
      )}
      {gone && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="discussion-gone">
          <ForumIcon aria-hidden sx={{ fontSize: 48, color: '#b9cdbf' }} />
          <Typography component="p" variant="h2" sx={{ my: 2 }}>
            {t('detail.gone')}
          </Typography>
          <Button component={RouterLink} to={paths.static('community')} variant="outlined">
            {t('detail.toCommunity')}
          </Button>
        </Box>
      )}
      {discussion && (
        <PostCard
          post={discussion}
          commentsOpen
          onEdit={() => setEditing(true)}
          onDeleted={() => void navigate(paths.static('community'), { replace: true })}
        />
      )}
      {discussion?.canUpdate && (
        <LazyPostDialog
          open={editing}
          mode="edit"
          post={discussion}
          onClose={() => setEditing(false)}
          onSaved={(post) => replacePostInCaches(queryClient, post)}
        />
      )}
    </Box>
  );
}
