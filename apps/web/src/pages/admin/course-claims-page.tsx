import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import type { CourseClaim } from '@bgc/shared';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../../components/toast.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
import { isAdministrator } from './admin-access.js';
import { ClaimCard } from './claim-card.js';
import { apiErrorText } from '../../lib/error-text.js';

/** Claims per page of the queue. */
const CLAIMS_PAGE_SIZE = 20;

type Decision = 'accept' | 'reject';

/** The queue of pending claims, oldest first, and the accept / reject actions (D-03). */
function ClaimQueue() {
  const { t, i18n } = useTranslation('admin');
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['admin', 'course-claims', page, i18n.language],
    queryFn: ({ signal }) =>
      api.get('/admin/course-claims', { query: { page, limit: CLAIMS_PAGE_SIZE }, signal }),
  });
  const decide = useMutation({
    mutationFn: ({ claim, decision }: { claim: CourseClaim; decision: Decision }) =>
      api.put(`/admin/course-claims/${claim.id}/${decision}`),
    onSuccess: (_, { claim, decision }) =>
      toast.success(
        t(decision === 'accept' ? 'claims.accepted' : 'claims.rejected', {
          member: claim.user.name,
          course: claim.course.name,
        }),
      ),
    onError: (error) => toast.error(apiErrorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'course-claims'] }),
  });

  const onDecide = async (claim: CourseClaim, decision: Decision) => {
    const names = { member: claim.user.name, course: claim.course.name };
    const ok = await confirm({
      title: t(decision === 'accept' ? 'claims.acceptTitle' : 'claims.rejectTitle'),
      message: t(decision === 'accept' ? 'claims.acceptMessage' : 'claims.rejectMessage', names),
      confirmText: t(decision === 'accept' ? 'claims.accept' : 'claims.reject'),
    });
    if (ok) decide.mutate({ claim, decision });
  };

  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={150} />
        <Skeleton variant="rounded" height={150} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('claims.retry')}
          </Button>
        }
      >
        {t('claims.loadError')}
      </Alert>
    );
  }
  const { list, totalPages } = query.data;
  if (list.length === 0) {
    return (
      <Card sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <InboxIcon aria-hidden="true" sx={{ fontSize: 40, color: '#b9cdbf' }} />
        <Typography color="text.secondary">{t('claims.empty')}</Typography>
      </Card>
    );
  }
  return (
    <Stack spacing={2}>
      {list.map((claim) => (
        <ClaimCard
          key={claim.id}
          claim={claim}
          busy={decide.isPending}
          onDecide={(c, d) => void onDecide(c, d)}
        />
      ))}
      {totalPages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Pagination
            count={totalPages}
            page={page}
            onChange={(_, next) => setPage(next)}
            getItemAriaLabel={(type, item) =>
              type === 'page' ? t('claims.page', { page: item }) : t(`claims.${type}`)
            }
          />
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * Administrators' claims page (D-03, `paths.adminClaims()`): the pending course claims with
 * the course, the member, the phone and the date, each accepted or rejected after a
 * confirmation (`PUT /admin/course-claims/{id}/accept|reject`). Members without the
 * Administrator sub-role get the not-found page (the list is never requested for them).
 */
export default function CourseClaimsPage() {
  const session = useSession();
  return isAdministrator(session?.user) ? <ClaimsScreen /> : <NotFoundPage />;
}

function ClaimsScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('claims.title'));
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
        {t('claims.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('claims.intro')}
      </Typography>
      <ClaimQueue />
    </Box>
  );
}
