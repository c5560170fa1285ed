import { useTranslation } from 'react-i18next';
import type { MeUser } from '@bgc/shared';
import { RequireAuth } from '../../components/route-guards.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useSession } from '../../lib/session.js';
import { ChangeCoverButton, ChangePhotoButton } from './profile-images.js';
import { ProfileScreen } from '../../components/profile/profile-screen.js';
import { useMeRefresh } from '../../components/profile/profile-queries.js';
import { ProfileTab } from './profile-tab.js';
import { useTabParam } from '../../components/profile/profile-tabs.js';
import { GolfPlayedTab } from './golf-played-tab.js';
import { ShortBioEditor } from './short-bio-editor.js';
import { SubscriptionsTab } from '../../components/profile/subscriptions-tab.js';
import { TimelineTab } from '../../components/profile/timeline-tab.js';

const OWN_TABS = ['timeline', 'profile', 'golf', 'subscriptions'] as const;

/**
 * The signed-in member's own profile, once a session exists (PROF-001..027): header with the
 * cover and avatar changes and the inline short bio, the stats card, and the tabs 'Timeline',
 * 'Profile', 'Golf played' and 'Subscriptions'. It renders from the session user, refreshed
 * by GET /me (PROF-045) and replaced by every save.
 */
function OwnProfile({ user }: { user: MeUser }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('meta.ownTitle'));
  useMeRefresh();
  const [tab, setTab] = useTabParam(OWN_TABS);

  return (
    <ProfileScreen
      header={{
        user,
        coverAction: <ChangeCoverButton />,
        avatarAction: <ChangePhotoButton />,
        bio: <ShortBioEditor shortBio={user.shortBio} />,
      }}
      idPrefix="own-profile"
      tab={tab}
      onTab={setTab}
      tabs={[
        { id: 'timeline', label: t('tabs.timeline'), panel: () => <TimelineTab own /> },
        { id: 'profile', label: t('tabs.profile'), panel: () => <ProfileTab user={user} /> },
        { id: 'golf', label: t('tabs.golf'), panel: () => <GolfPlayedTab /> },
        {
          id: 'subscriptions',
          label: t('tabs.subscriptions'),
          panel: () => <SubscriptionsTab owner="me" />,
        },
      ]}
    />
  );
}

function SignedInProfile() {
  const session = useSession();
  return session ? <OwnProfile user={session.user} /> : null;
}

/**
 * Route `/profile` (ROUTE-024, PROF-001): login required. Without a session `RequireAuth`
 * sends to the login page with `redirect=/profile…`. Default export for lazy loading.
 */
export default function ProfilePage() {
  return (
    <RequireAuth>
      <SignedInProfile />
    </RequireAuth>
  );
}
