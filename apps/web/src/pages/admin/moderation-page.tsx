import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ModerationReport } from '@bgc/shared';
import { AdminList, AdminListPage } from '../../components/admin-list.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../../components/toast.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
import {
  REPORTS_PAGE_SIZE,
  REPORT_STATUSES,
  readStatus,
  type ModerationAction,
  type ReportStatus,
} from './moderation/moderation-model.js';
import { ReportCard } from './moderation/report-card.js';
import { apiErrorText } from '../../lib/error-text.js';

/** The reports of one tab, a page at a time, and the decisions on them (D-04). */
function ReportQueue({
  status,
  page,
  onPage,
}: {
  status: ReportStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('community');
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'reports', status, page, i18n.language],
    queryFn: ({ signal }) =>
      api.get('/admin/reports', { query: { status, page, limit: REPORTS_PAGE_SIZE }, signal }),
  });
  const decide = useMutation({
    mutationFn: ({ report, action }: { report: ModerationReport; action: ModerationAction }) =>
      api.put(`/admin/reports/${report.id}`, {
        body: { action },
      }),
    onSuccess: (_, { action }) => {
      toast.success(t(`moderation.done.${action}`));
      // hidden or suspended content leaves every post list and comment thread
      if (action !== 'dismiss') {
        void queryClient.invalidateQueries({ queryKey: ['posts'] });
        void queryClient.invalidateQueries({ queryKey: ['post'] });
        void queryClient.invalidateQueries({ queryKey: ['comments'] });
      }
    },
    onError: (error) => toast.error(apiErrorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });

  const onAction = async (report: ModerationReport, action: ModerationAction) => {
    const name = report.snapshot.authorName ?? report.reporter.name;
    const ok = await confirm({
      title: t(`moderation.confirm.${action}Title`),
      message: t(`moderation.confirm.${action}Text`, { name }),
      confirmText: t(`moderation.actions.${action}`),
    });
    if (ok) decide.mutate({ report, action });
  };

  return (
    <AdminList
      query={query}
      page={page}
      onPage={onPage}
      skeletonHeight={180}
      texts={{
        retry: t('moderation.retry'),
        loadError: t('moderation.loadError'),
        empty: t(`moderation.empty.${status}`),
        pageLabel: (type, item) =>
          type === 'page' ? t('moderation.page', { page: item }) : t(`moderation.${type}`),
      }}
      renderItem={(report) => (
        <ReportCard
          key={report.id}
          report={report}
          busy={decide.isPending}
          onAction={(r, a) => void onAction(r, a)}
        />
      )}
    />
  );
}

/**
 * Administrators' moderation page (D-04, `paths.adminModeration()`): the reports in the tabs
 * Open / Resolved / Dismissed (`GET /admin/reports?status`), each with what was reported and
 * the actions Hide, Suspend member and Dismiss after a confirmation
 * (`PUT /admin/reports/{id} {action}`). Members without the Administrator sub-role get the
 * not-found page and the queue is never requested for them.
 */
export default function ModerationPage() {
  const session = useSession();
  return session?.user.canModerate ? <ModerationScreen /> : <NotFoundPage />;
}

function ModerationScreen() {
  const { t } = useTranslation('community');
  const [search, setSearch] = useSearchParams();
  const status = readStatus(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  useDocumentTitle(t('moderation.title'));
  const go = (next: ReportStatus, nextPage = 1) =>
    setSearch(
      {
        ...(next !== 'open' ? { status: next } : {}),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      },
      { replace: true },
    );

  return (
    <AdminListPage title={t('moderation.title')} intro={t('moderation.intro')}>
      <Tabs
        value={status}
        onChange={(_, next: ReportStatus) => go(next)}
        aria-label={t('moderation.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {REPORT_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={t(`moderation.tabs.${s}`)}
            id={`moderation-tab-${s}`}
            aria-controls="moderation-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="moderation-panel" aria-labelledby={`moderation-tab-${status}`}>
        <ReportQueue status={status} page={page} onPage={(p) => go(status, p)} />
      </Box>
    </AdminListPage>
  );
}
