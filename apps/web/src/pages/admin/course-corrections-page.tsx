import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type CourseAuditEntry } from '@bgc/shared';
import { AdminListPage } from '../../components/admin-list.js';
import { useToast } from '../../components/toast.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
import { apiErrorText } from '../../lib/error-text.js';
import { dateTimeFormat } from '../../lib/intl-formats.js';

/** One entry: course link, what was done (reason or kinds), by whom and when; Undo for removals. */
function EntryRow({ entry, onUndo }: { entry: CourseAuditEntry; onUndo?: () => void }) {
  const { t, i18n } = useTranslation('corrections');
  const detail = entry.detail;
  const what =
    entry.action === 'remove'
      ? t(`reason.${String(detail.reason)}`, { defaultValue: String(detail.reason) })
      : entry.action === 'kind'
        ? `${t(`kind.${String(detail.before)}`)} → ${t(`kind.${String(detail.after)}`)}`
        : '';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.25,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <Link to={paths.course(entry.course.countrySlug, entry.course.slug)}>
            {entry.course.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {dateTimeFormat(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(new Date(entry.createdAt))}
          {entry.actor ? ` · ${t('page.by', { name: entry.actor.name })}` : ''}
        </Typography>
      </Box>
      <Chip size="small" variant="outlined" label={t(`action.${entry.action}`)} />
      {what && <Typography variant="body2">{what}</Typography>}
      {onUndo && (
        <Button size="small" variant="outlined" onClick={onUndo}>
          {t('page.undo')}
        </Button>
      )}
    </Box>
  );
}

function Section({ title, removed, empty }: { title: string; removed: boolean; empty: string }) {
  const { t } = useTranslation('corrections');
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'course-corrections', removed],
    queryFn: ({ signal }) =>
      api.get('/admin/course-corrections', {
        query: { removed: removed ? 'true' : 'false', limit: 50 },
        signal,
      }),
  });
  const undo = useMutation({
    mutationFn: (entry: CourseAuditEntry) =>
      api.delete(`/admin/courses/${entry.course.id}/removal`),
    onSuccess: (_, entry) => toast.success(t('restored', { name: entry.course.name })),
    onError: (error) => toast.error(apiErrorText(error)),
    onSettled: () => queryClient.invalidateQueries(),
  });
  return (
    <Card
      component="section"
      aria-labelledby={`corrections-${removed}`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={`corrections-${removed}`} component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : query.isError ? (
        <Alert severity="error">{t('page.loadError')}</Alert>
      ) : query.data.list.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {query.data.list.map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              {...(removed ? { onUndo: () => undo.mutate(entry) } : {})}
            />
          ))}
        </Box>
      )}
    </Card>
  );
}

/**
 * RANK-018 / OPEN-032 (`paths.adminCorrections()`): the courses removed from the rankings, each
 * with an Undo, and the latest corrections of the course list (removals, classifications,
 * merges, locations). Members without the Administrator sub-role get the not-found page.
 */
export default function CourseCorrectionsPage() {
  const session = useSession();
  return session?.user.canCorrectCourses ? <CorrectionsScreen /> : <NotFoundPage />;
}

function CorrectionsScreen() {
  const { t } = useTranslation('corrections');
  useDocumentTitle(t('page.title'));
  return (
    <AdminListPage title={t('page.title')} intro={t('page.intro')} introSpacing={3}>
      <Stack spacing={2}>
        <Section title={t('page.removedTitle')} removed empty={t('page.emptyRemoved')} />
        <Section title={t('page.historyTitle')} removed={false} empty={t('page.emptyHistory')} />
      </Stack>
    </AdminListPage>
  );
}
