import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ProfileHeader, type ProfileHeaderProps } from './profile-header.js';
import { ProfileStats, type ProfileStatsValues } from './profile-stats.js';
import { ProfileTabs, type ProfileTabItem } from './profile-tabs.js';

export interface ProfileScreenProps<Id extends string> {
  /** The header's user, cover and avatar controls, bio and actions; its stats strip is added. */
  header: Omit<ProfileHeaderProps, 'children' | 'user'> & {
    user: ProfileHeaderProps['user'] & ProfileStatsValues;
  };
  /** Prefix of the tab and panel ids ('own-profile', 'member-profile'). */
  idPrefix: string;
  tabs: ReadonlyArray<ProfileTabItem<Id>>;
  /** The selected tab (`useTabParam`). */
  tab: Id;
  /** Selects a tab, from the tab list or from a stat. */
  onTab: (id: Id) => void;
}

/**
 * A profile screen, one's own (PROF-001..027) or another member's (PROF-028..046): the header
 * with the stats strip (a stat opens its tab, PROF-006: the tabs include 'golf' and
 * 'subscriptions') and the tabs (PROF-007, PROF-030).
 */
export function ProfileScreen<Id extends string>({
  header,
  idPrefix,
  tabs,
  tab,
  onTab,
}: ProfileScreenProps<Id | 'golf' | 'subscriptions'>) {
  const { t } = useTranslation('profile');
  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <ProfileHeader {...header}>
        <ProfileStats stats={header.user} onOpenTab={onTab} />
      </ProfileHeader>
      <ProfileTabs
        idPrefix={idPrefix}
        label={t('tabs.label')}
        value={tab}
        onChange={onTab}
        items={tabs}
      />
    </Box>
  );
}
