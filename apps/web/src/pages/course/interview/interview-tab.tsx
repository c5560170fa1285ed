import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { RetryAlert } from '../../../components/retry-alert.js';
import { SkeletonHeading } from '../../../components/tab-states.js';
import { InterviewForm } from './interview-form.js';
import { useInterview } from './interview-queries.js';
import { InterviewView } from './interview-view.js';

/**
 * Course 'Directors' Interview' tab (INTV-001..015): loads the interview (INTV-011) and shows
 * it in view mode; a course admin ('Edit', INTV-006) switches to the editor and back.
 */
export function InterviewTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('media');
  const query = useInterview(course.id);
  const [editing, setEditing] = useState(false);

  if (query.data) {
    return editing && query.data.canUpdate ? (
      <InterviewForm interview={query.data} onDone={() => setEditing(false)} />
    ) : (
      <InterviewView interview={query.data} onEdit={() => setEditing(true)} />
    );
  }
  if (query.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void query.refetch()}>
        {t('interview.loadError')}
      </RetryAlert>
    );
  }
  return (
    <Card aria-busy="true" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', mb: 3 }}>
        <SkeletonHeading variant="circular" size={128} widths={['40%', '25%']} titleHeight={40} />
      </Box>
      {[0, 1, 2].map((i) => (
        <Box key={i} sx={{ mb: 2 }}>
          <Skeleton width="70%" height={28} />
          <Skeleton width="90%" />
        </Box>
      ))}
    </Card>
  );
}
