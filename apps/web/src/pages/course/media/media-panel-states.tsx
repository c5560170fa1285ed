import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/tab-states.js';
import { RetryAlert } from '../../../components/retry-alert.js';

/**
 * The states of a gallery sub-tab (COURSE-037/038/039) before its items: `skeleton` while the
 * first page loads, the error alert with 'Retry' when it failed with nothing loaded, the empty
 * state (`emptyIcon`, `emptyTitle`) when there is nothing, else `children` (the list).
 * `result` is the tab's infinite query, `itemCount` the items it loaded.
 */
export function MediaPanelStates({
  result,
  itemCount,
  skeleton,
  emptyIcon,
  emptyTitle,
  children,
}: {
  result: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  itemCount: number;
  skeleton: ReactNode;
  emptyIcon: ReactNode;
  emptyTitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('media');
  if (result.isPending) return skeleton;
  if (result.isError && itemCount === 0) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void result.refetch()}>
        {t('list.loadError')}
      </RetryAlert>
    );
  }
  if (itemCount === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  return children;
}
