import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseClaim } from '@bgc/shared';
import { AdminList, AdminListPage } from '../../components/admin-list.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../../components/toast.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
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

  return (
    <AdminList
      query={query}
      page={page}
      onPage={setPage}
      skeletonHeight={150}
      texts={{
        retry: t('claims.retry'),
        loadError: t('claims.loadError'),
        empty: t('claims.empty'),
        pageLabel: (type, item) =>
          type === 'page' ? t('claims.page', { page: item }) : t(`claims.${type}`),
      }}
      renderItem={(claim) => (
        <ClaimCard
          key={claim.id}
          claim={claim}
          busy={decide.isPending}
          onDecide={(c, d) => void onDecide(c, d)}
        />
      )}
    />
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
  return session?.user.canReviewClaims ? <ClaimsScreen /> : <NotFoundPage />;
}

function ClaimsScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('claims.title'));
  return (
    <AdminListPage title={t('claims.title')} intro={t('claims.intro')} introSpacing={3}>
      <ClaimQueue />
    </AdminListPage>
  );
}
