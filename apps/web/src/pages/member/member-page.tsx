import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MemberProfile } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import NotFoundPage from '../../components/not-found-page.js';
import { PlayedCourseList } from '../../components/profile/played-course-list.js';
import { memberIdOf, safeSocialUrl } from '../../components/profile/profile-format.js';
import { ProfileScreen } from '../../components/profile/profile-screen.js';
import { profileKeys } from '../../components/profile/profile-queries.js';
import { useTabParam } from '../../components/profile/profile-tabs.js';
import { SOCIAL_FIELDS, SOCIAL_NETWORKS } from '../../components/profile/social-networks.js';
import { SubscriptionsTab } from '../../components/profile/subscriptions-tab.js';
import { TimelineTab } from '../../components/profile/timeline-tab.js';
import { MemberActions } from './member-actions.js';
import { shownFollowed } from './member-actions-model.js';

const MEMBER_TABS = ['timeline', 'golf', 'subscriptions'] as const;

/** PROF-028: the member's social links (http(s) only), opening in a new tab. */
function SocialIcons({ member }: { member: MemberProfile }) {
  const links = SOCIAL_FIELDS.map((field) => ({ field, url: safeSocialUrl(member[field]) })).filter(
    (link): link is { field: (typeof SOCIAL_FIELDS)[number]; url: string } => link.url !== null,
  );
  if (links.length === 0) return null;
  return (
    <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {links.map(({ field, url }) => (
        <li key={field}>
          <IconButton
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SOCIAL_NETWORKS[field].label}
            sx={{ color: 'primary.main' }}
          >
            {SOCIAL_NETWORKS[field].icon}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}

function MemberSkeleton() {
  return (
    <Box aria-busy="true" sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Card sx={{ overflow: 'hidden', mb: 2 }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '3.56', height: 'auto' }} />
        <Box sx={{ p: 3, display: 'flex', gap: 3 }}>
          <Skeleton variant="circular" width={120} height={120} sx={{ mt: -8 }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" height={40} />
            <Skeleton width="25%" />
          </Box>
        </Box>
      </Card>
    </Box>
  );
}

function MemberProfileView({
  member,
  queryKey,
}: {
  member: MemberProfile;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const own = session?.user.id === member.id;
  const [tab, setTab] = useTabParam(MEMBER_TABS);
  const status = member.friend?.status ?? null;
  useDocumentTitle(t('meta.memberTitle', { name: member.name }));

  const actions = own ? (
    <Button
      component={Link}
      to={paths.profile()}
      variant="contained"
      disableElevation
      startIcon={<ManageAccountsIcon />}
    >
      {t('menu.manageProfile')}
    </Button>
  ) : (
    <MemberActions
      member={{ ...member, isFollowed: shownFollowed(member.isFollowed, status) }}
      queryKey={queryKey}
    />
  );

  return (
    <ProfileScreen
      header={{
        user: member,
        bio: (
          <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
            {member.demo && (
              <Chip size="small" variant="outlined" label={t('demoBadge')} title={t('demoHint')} />
            )}
            {member.shortBio && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{member.shortBio}</Typography>
            )}
            <SocialIcons member={member} />
          </Stack>
        ),
        actions,
      }}
      idPrefix="member-profile"
      tab={tab}
      onTab={setTab}
      tabs={[
        {
          id: 'timeline',
          label: t('tabs.timeline'),
          panel: () => <TimelineTab own={false} memberId={member.id} name={member.name} />,
        },
        {
          id: 'golf',
          label: t('tabs.golf'),
          panel: () => <PlayedCourseList owner={member.id} />,
        },
        {
          id: 'subscriptions',
          label: t('tabs.subscriptions'),
          panel: () => <SubscriptionsTab owner={member.id} />,
        },
      ]}
    />
  );
}

/**
 * Another member's profile, route `/profiles/{key}` (PROF-028..046, guest): loads
 * `GET /users/{key}`; a key that is not a member id, or a failed or errored load, shows the
 * not-found page (PROF-029, ERR-010). On one's own key the profile shows read-only with a
 * 'Manage my profile' link instead of the action buttons (PROF-042).
 */
export default function MemberPage({ memberKey }: { memberKey: string }) {
  const { i18n } = useTranslation('profile');
  const viewer = useSession()?.user.id ?? 0;
  const id = memberIdOf(memberKey);
  const queryKey = profileKeys.member(id ?? 0, i18n.language, viewer);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get(`/users/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
  if (id === null || query.isError) return <NotFoundPage />;
  if (!query.data) return <MemberSkeleton />;
  return <MemberProfileView member={query.data} queryKey={queryKey} />;
}
