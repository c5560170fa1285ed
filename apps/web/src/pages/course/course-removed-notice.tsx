import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { CourseDetail } from '@bgc/shared';

/** RANK-018: the notice on a removed course's page (the page stays reachable). */
export function CourseRemovedNotice({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('corrections');
  if (!course.removed) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="course-removed-notice">
      {t('notice', { reason: t(`reason.${course.removed.reason}`) })}
    </Alert>
  );
}
