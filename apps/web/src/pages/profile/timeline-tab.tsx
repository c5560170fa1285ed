import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './tab-states.js';

/**
 * 'Timeline' tab (PROF-008): posts come with a later issue, so for now a friendly empty
 * state ('No post yet'), never made-up posts.
 */
export function TimelineTab({ own }: { own: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <EmptyState
      icon={<DynamicFeedIcon />}
      title={t('timeline.empty')}
      text={own ? t('timeline.emptyOwn') : t('timeline.emptyMember')}
    />
  );
}
