import { Suspense } from 'react';
import { lazyWithPreload } from '../lazy-with-preload.js';
import type { ReportDialogProps } from './report-dialog.js';

/** The report form (select, text field, dialog) loads when a report is first opened. */
const Dialog = lazyWithPreload(
  () => import('./report-dialog.js'),
  (m) => m.ReportDialog,
);

/** Starts loading the report dialog's code (e.g. when a card's menu opens). */
export const preloadReportDialog = (): Promise<unknown> => Dialog.preload().catch(() => undefined);

/**
 * REPORT-001..009: the report dialog of a post or a comment, rendered only while open and
 * loaded on first use (posts are on the first screen of many pages; the form
 * is not).
 */
export function LazyReportDialog(props: ReportDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog.Component {...props} />
    </Suspense>
  );
}
