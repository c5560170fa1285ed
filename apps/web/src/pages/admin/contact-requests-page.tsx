import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/toast.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
import { apiErrorText } from '../../lib/error-text.js';
import { dateTimeFormat } from '../../lib/intl-formats.js';

const STATUSES = ['new', 'answered', 'all'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

/**
 * the administrators' list of contact requests (pack dialog and partnership page),
 * newest first, by status, with 'Mark answered' / 'Mark new'. Other members get not-found.
 */
export default function ContactRequestsPage() {
  const { t } = useTranslation('services');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const status: Status = STATUSES.find((s) => s === params.get('status')) ?? 'new';
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(t('admin.title'));
  if (!session?.user.canAnswerContact) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 36 }, mb: 1 }}>
        {t('admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.intro')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, next: Status) => setParams(next === 'new' ? {} : { status: next })}
        aria-label={t('admin.filter')}
        sx={{ mb: 2 }}
      >
        <Tab value="new" label={t('admin.statusNew')} />
        <Tab value="answered" label={t('admin.statusAnswered')} />
        <Tab value="all" label={t('admin.all')} />
      </Tabs>
      <RequestList
        status={status}
        page={page}
        onPage={(p) => setParams({ ...(status === 'new' ? {} : { status }), page: String(p) })}
      />
    </Box>
  );
}

function RequestList({
  status,
  page,
  onPage,
}: {
  status: Status;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t, i18n } = useTranslation('services');
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'contact-requests', status, page],
    queryFn: ({ signal }) =>
      api.get('/admin/contact-requests', { query: { status, page, limit: PAGE_SIZE }, signal }),
  });
  const mark = useMutation({
    mutationFn: ({ id, next }: { id: number; next: 'new' | 'answered' }) =>
      api.put(`/admin/contact-requests/${id}`, {
        body: { status: next },
      }),
    onError: (error) => toast.error(apiErrorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-requests'] }),
  });
  const date = dateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (query.data.list.length === 0)
    return <Typography color="text.secondary">{t('admin.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      {query.data.list.map((r) => (
        <Card
          key={r.id}
          component="article"
          aria-labelledby={`request-${r.id}`}
          data-testid="contact-request"
        >
          <CardContent>
            <Stack
              direction="row"
              spacing={1}
              alignItems="center"
              flexWrap="wrap"
              useFlexGap
              sx={{ mb: 1 }}
            >
              <Typography
                id={`request-${r.id}`}
                component="h2"
                sx={{ fontWeight: 800, fontSize: 18 }}
              >
                {r.name}
              </Typography>
              <Chip
                size="small"
                label={r.kind === 'pack' ? t('admin.kindPack') : t('admin.kindPartner')}
              />
              <Chip
                size="small"
                color={r.status === 'new' ? 'secondary' : 'default'}
                label={r.status === 'new' ? t('admin.statusNew') : t('admin.statusAnswered')}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('admin.received', { date: date.format(new Date(r.createdDate)) })} ·{' '}
              <Link href={`mailto:${r.email}`}>{r.email}</Link>
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              {Object.entries(r.fields)
                .filter(([k, v]) => v !== '' && k !== 'email')
                .map(([k, v]) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                      {k}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {v}
                    </Typography>
                  </Box>
                ))}
            </Box>
            <Button
              sx={{ mt: 1.5 }}
              variant={r.status === 'new' ? 'contained' : 'outlined'}
              disableElevation
              disabled={mark.isPending}
              onClick={() =>
                mark.mutate({ id: r.id, next: r.status === 'new' ? 'answered' : 'new' })
              }
            >
              {r.status === 'new' ? t('admin.markAnswered') : t('admin.markNew')}
            </Button>
          </CardContent>
        </Card>
      ))}
      {query.data.totalPages > 1 && (
        <Pagination count={query.data.totalPages} page={page} onChange={(_, p) => onPage(p)} />
      )}
    </Stack>
  );
}
