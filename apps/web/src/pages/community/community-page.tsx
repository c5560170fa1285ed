import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { PostType } from '@bgc/shared';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { LazyPostDialog } from '../../components/post-list/post-dialogs.js';
import { PostListEmpty, PostListSkeleton } from '../../components/post-list/post-list-parts.js';
import { PageHead } from '../../components/page-head.js';
import { FeedListFooter } from '../../components/feed-list-footer.js';
import { FeedPageGrid } from '../../components/feed-page-grid.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useSession } from '../../lib/session.js';
import { CommunityFilters } from './community-filters.js';
import {
  COMMUNITY_SORTS,
  clearFilters,
  discussionQuery,
  hasFilters,
  readFilters,
  writeFilters,
  type CommunityFilters as Filters,
  type CommunitySort,
} from './community-filters-model.js';
import { useDiscussions, useTopTags } from './community-queries.js';
import { DiscussionItem } from './discussion-item.js';
import { GridList } from '../../components/grid-list.js';

/**
 * The community forum, route '/community.html' (COMM-001..007, COMM-010..012, OPEN-045):
 * 'Start a Discussion' (sign-in, the post dialog with type 8), the language and tag radio
 * filters with counts, 'Remove all filter', the sort select ('Latest Discussion', 'Most
 * Commented') and the infinite list of discussions, 5 a page. The filters live in the page
 * address, so the back button and shared links keep them. Default export for lazy loading.
 */
export default function CommunityPage() {
  const { t } = useTranslation('community');
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const { discussions, tags, languages, result, sentinelRef } = useDiscussions(
    discussionQuery(filters),
  );
  const topTags = useTopTags(result.isSuccess && tags === undefined);
  const requireLogin = useRequireLogin();
  const signedIn = useSession() !== null;
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('community.title'), t('community.description'));

  // decision 037: a filter change keeps the reader where they are
  const apply = (next: Filters) => setSearch(writeFilters(next), { replace: true });
  const start = async () => {
    if (await requireLogin()) setCreating(true);
  };

  return (
    <FeedPageGrid
      columns={{ xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }}
      areas={{ xs: '"head" "filters" "main"', md: '"head head" "filters main"' }}
    >
      <PageHead
        title={t('community.heading')}
        intro={t('community.intro')}
        action={
          <Button
            variant="contained"
            disableElevation
            startIcon={<AddCommentIcon />}
            onClick={() => void start()}
          >
            {t('community.start')}
          </Button>
        }
      />
      <Box sx={{ gridArea: 'filters', minWidth: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
        <CommunityFilters
          languages={languages ?? []}
          tags={tags ?? topTags.data?.tags ?? []}
          language={filters.language}
          tag={filters.tag}
          onLanguage={(language) => apply({ ...filters, language })}
          onTag={(tag) => apply({ ...filters, tag })}
          canReset={hasFilters(filters)}
          onReset={() => apply(clearFilters(filters))}
        />
      </Box>
      <Box
        component="section"
        aria-label={t('community.listLabel')}
        sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <TextField
            select
            size="small"
            label={t('sort.label')}
            value={filters.sort}
            onChange={(event) => apply({ ...filters, sort: event.target.value as CommunitySort })}
            sx={{ minWidth: 220, bgcolor: 'background.paper' }}
          >
            {COMMUNITY_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {result.isPending ? (
          <PostListSkeleton />
        ) : discussions.length === 0 && !result.isError ? (
          <PostListEmpty
            icon={<ForumIcon />}
            text={hasFilters(filters) ? t('list.emptyFiltered') : t('list.empty')}
          />
        ) : (
          <GridList
            aria-busy={result.isPlaceholderData}
            sx={{
              gap: 2,
              opacity: result.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {discussions.map((discussion) => (
              <DiscussionItem
                key={discussion.id}
                discussion={discussion}
                onTag={(tag) => apply({ ...filters, tag })}
              />
            ))}
          </GridList>
        )}
        <FeedListFooter sentinelRef={sentinelRef} result={result} />
      </Box>
      {signedIn && (
        <LazyPostDialog
          open={creating}
          mode="create"
          initialType={PostType.Discussion}
          onClose={() => setCreating(false)}
        />
      )}
    </FeedPageGrid>
  );
}
