import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PostType } from '@bgc/shared';
import { LazyPostDialog } from '../../components/post-list/post-dialogs.js';
import { LatestReviewsFeedCard } from '../../components/post-list/latest-reviews-feed-card.js';
import { LatestVlogsCard } from '../../components/post-list/latest-vlogs-card.js';
import { PostList } from '../../components/post-list/post-list.js';
import { PageHead } from '../../components/page-head.js';
import { FeedPageGrid, MAIN_AND_SIDE_COLUMNS } from '../../components/feed-page-grid.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { LanguageFilter } from './language-filter.js';
import { languagesOrFallback } from './language-filter-model.js';
import { coachesListQuery, COACHES_TYPES, type CoachesType } from './coaches-query.js';

/** VLOG-003: languages of the vlogs and coaching videos (under ['posts'], refreshed by saves). */
function useVlogLanguages() {
  const { t, i18n } = useTranslation('community');
  const query = useQuery({
    queryKey: ['posts', 'languages', '2,3', i18n.language],
    queryFn: ({ signal }) => api.get('/posts/languages', { query: { types: '2,3' }, signal }),
    staleTime: 60_000,
    retry: 1,
  });
  return languagesOrFallback(query.data?.languages, (key) => t(`fallbackLanguages.${key}`));
}

/**
 * The Vloggers – Coaches page, route '/coaches.html' (VLOG-001..009, OPEN-006, OPEN-036):
 * 'Latest VLOG / Coaching video', a language radio filter (5 languages + 'More'), the vlogs
 * (type 2) and the coaching videos (type 3) as two infinite lists of 10 a page, 'Create post'
 * for signed-in members (General / Vlog / Coaching) and a side column with the latest reviews
 * and the latest vlogs. Default export for lazy loading.
 */
export default function CoachesPage() {
  const { t } = useTranslation('community');
  const signedIn = useSession() !== null;
  const languages = useVlogLanguages();
  const [language, setLanguage] = useState(0);
  const [tab, setTab] = useState<CoachesType>(PostType.Vlog);
  const [creating, setCreating] = useState(false);
  const baseId = useId();
  useDocumentTitle(t('coaches.title'), t('coaches.description'));

  return (
    <FeedPageGrid
      columns={MAIN_AND_SIDE_COLUMNS}
      areas={{ xs: '"head" "filter" "main" "side"', md: '"head head" "main filter" "main side"' }}
      rows={{ md: 'auto auto 1fr' }}
    >
      <PageHead
        title={t('coaches.heading')}
        intro={t('coaches.intro')}
        action={
          signedIn ? (
            <Button
              variant="contained"
              disableElevation
              startIcon={<EditNoteIcon />}
              onClick={() => setCreating(true)}
            >
              {t('coaches.createPost')}
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ gridArea: 'filter', minWidth: 0 }}>
        <LanguageFilter languages={languages} value={language} onChange={setLanguage} />
      </Box>
      <Box component="section" sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: 2 }}>
        <Card sx={{ px: 1 }}>
          <Tabs
            value={tab}
            onChange={(_, next: CoachesType) => setTab(next)}
            aria-label={t('coaches.listsLabel')}
            variant="fullWidth"
          >
            {COACHES_TYPES.map((type) => (
              <Tab
                key={type}
                value={type}
                id={`${baseId}-tab-${type}`}
                aria-controls={`${baseId}-panel-${type}`}
                icon={type === PostType.Vlog ? <VideocamIcon /> : <SchoolIcon />}
                iconPosition="start"
                label={type === PostType.Vlog ? t('coaches.vlogs') : t('coaches.coaching')}
                sx={{ minHeight: 56 }}
              />
            ))}
          </Tabs>
        </Card>
        {COACHES_TYPES.map((type) =>
          type === tab ? (
            <Box
              key={type}
              role="tabpanel"
              id={`${baseId}-panel-${type}`}
              aria-labelledby={`${baseId}-tab-${type}`}
              data-testid={type === PostType.Vlog ? 'vlog-list' : 'coaching-list'}
            >
              <PostList
                query={coachesListQuery(type, language)}
                emptyText={
                  type === PostType.Vlog ? t('coaches.vlogEmpty') : t('coaches.coachingEmpty')
                }
                emptyIcon={type === PostType.Vlog ? <VideocamIcon /> : <SchoolIcon />}
              />
            </Box>
          ) : null,
        )}
      </Box>
      <Box
        component="aside"
        aria-label={t('coaches.asideLabel')}
        sx={{ gridArea: 'side', minWidth: 0, display: 'grid', gap: 2 }}
      >
        <LatestReviewsFeedCard />
        <LatestVlogsCard />
      </Box>
      {signedIn && (
        <LazyPostDialog
          open={creating}
          mode="create"
          initialType={tab}
          onClose={() => setCreating(false)}
        />
      )}
    </FeedPageGrid>
  );
}
