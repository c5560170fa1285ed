import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { parsePath, type AppRoute, type StaticPage } from '@bgc/shared';
import { viewerBackground } from '../pages/media-viewer/viewer-location.js';
import { LoggedOutOnly, RequireAuth } from './guards.js';
import { loadRouteNamespaces } from '../i18n/index.js';

/**
 * A lazy screen whose chunk and i18n namespaces load in parallel (issue 16 item 2), so the
 * page does not wait for its chunk and then for its texts.
 */
function withNamespaces<P extends object>(
  route: AppRoute['name'],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() => Promise.all([load(), loadRouteNamespaces(route)]).then(([module]) => module));
}

/**
 * Dispatches a pathname to its screen with the shared route resolver
 * (`parsePath`), since the spec's paths put parameters inside segments
 * (`ranking-top20`, `{slug}-golf-course.html`). Screens are lazy-loaded.
 */
const HomePage = withNamespaces('homepage', () => import('../pages/home/home-page.js'));
const RankingPage = withNamespaces('ranking', () => import('../pages/ranking/ranking-page.js'));
const CoursePage = withNamespaces('course', () => import('../pages/course/course-page.js'));
const AboutPage = lazy(() => import('../pages/about/about-page.js'));
const NotFoundPage = lazy(() => import('../components/not-found-page.js'));
const LoginPage = lazy(() => import('../pages/auth/login-page.js'));
const RegisterPage = lazy(() => import('../pages/auth/register-page.js'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page.js'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page.js'));
const LoginTokenPage = lazy(() => import('../pages/auth/login-token-page.js'));
const ProfilePage = withNamespaces('profile', () => import('../pages/profile/profile-page.js'));
const MemberPage = withNamespaces('profilePerson', () => import('../pages/member/member-page.js'));
const MediaViewerPage = lazy(() => import('../pages/media-viewer/media-viewer-page.js'));
const CourseClaimsPage = lazy(() => import('../pages/admin/course-claims-page.js'));
const CourseCorrectionsPage = lazy(() => import('../pages/admin/course-corrections-page.js'));
const PostDetailPage = withNamespaces(
  'postDetail',
  () => import('../pages/post-detail/post-detail-page.js'),
);
const NewsfeedPage = lazy(() => import('../pages/newsfeed/newsfeed-page.js'));
const CoachesPage = lazy(() => import('../pages/coaches/coaches-page.js'));
const CommunityPage = lazy(() => import('../pages/community/community-page.js'));
const PlayerFinderPage = lazy(() => import('../pages/player-finder/player-finder-page.js'));
const CommunityDetailPage = withNamespaces(
  'communityDetail',
  () => import('../pages/community/community-detail-page.js'),
);
const ModerationPage = lazy(() => import('../pages/admin/moderation-page.js'));
const LegalPage = lazy(() => import('../pages/legal/legal-page.js'));
const ServicesPage = lazy(() => import('../pages/services/services-page.js'));
const PartnershipPage = lazy(() => import('../pages/services/partnership-page.js'));
const SampleSitePage = lazy(() => import('../pages/services/sample-site-page.js'));
const ContactRequestsPage = lazy(() => import('../pages/admin/contact-requests-page.js'));

export function RouteSwitch() {
  const location = useLocation();
  const route = parsePath(location.pathname);
  // C-03: a media viewer opened inside the app shows over the page it was opened from
  const background = route.name === 'mediaView' ? viewerBackground(location.state) : null;
  return (
    <>
      <PageSwitch route={background ? parsePath(background.pathname) : route} />
      {background && route.name === 'mediaView' && (
        <Suspense fallback={null}>
          <MediaViewerPage route={route} />
        </Suspense>
      )}
    </>
  );
}

function PageSwitch({ route }: { route: AppRoute }) {
  switch (route.name) {
    case 'homepage':
      return <HomePage />;
    case 'ranking':
      return <RankingPage route={route} />;
    case 'course':
      return <CoursePage country={route.country} slug={route.slug} tab={route.tab} />;
    case 'static':
      return <StaticPageSwitch page={route.page} />;
    case 'resetPassword':
      return (
        <LoggedOutOnly>
          <ResetPasswordPage />
        </LoggedOutOnly>
      );
    case 'loginToken':
      return <LoginTokenPage email={route.email} token={route.token} />;
    case 'profile':
      return (
        <RequireAuth>
          <ProfilePage />
        </RequireAuth>
      );
    case 'profilePerson':
      return <MemberPage memberKey={route.key} />;
    case 'mediaView':
      return <MediaViewerPage route={route} />;
    case 'adminClaims':
      return (
        <RequireAuth>
          <CourseClaimsPage />
        </RequireAuth>
      );
    case 'postDetail':
      return <PostDetailPage key={route.id} postId={route.id} commentId={route.commentId} />;
    case 'communityDetail':
      return <CommunityDetailPage key={route.id} id={route.id} />;
    case 'adminCorrections':
      return (
        <RequireAuth>
          <CourseCorrectionsPage />
        </RequireAuth>
      );
    case 'adminModeration':
      return (
        <RequireAuth>
          <ModerationPage />
        </RequireAuth>
      );
    case 'packSample':
      return <SampleSitePage slug={route.pack} />;
    case 'adminContacts':
      return (
        <RequireAuth>
          <ContactRequestsPage />
        </RequireAuth>
      );
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** The fixed `.html` pages; those of later issues show the not-found page until they exist. */
function StaticPageSwitch({ page }: { page: StaticPage }) {
  switch (page) {
    case 'aboutUs':
      return <AboutPage />;
    case 'login':
      return (
        <LoggedOutOnly>
          <LoginPage />
        </LoggedOutOnly>
      );
    case 'register':
      return (
        <LoggedOutOnly>
          <RegisterPage />
        </LoggedOutOnly>
      );
    case 'forgot':
      return (
        <LoggedOutOnly>
          <ForgotPasswordPage />
        </LoggedOutOnly>
      );
    case 'newsfeed':
      return <NewsfeedPage />;
    // screens of later issues
    case 'coaches':
      return <CoachesPage />;
    case 'community':
      return <CommunityPage />;
    case 'playerFinder':
      return <PlayerFinderPage />;
    case 'rgpd':
      return <LegalPage doc="rgpd" />;
    case 'legal':
      return <LegalPage doc="cookies" />;
    case 'terms':
      return <LegalPage doc="terms" />;
    case 'service':
      return <ServicesPage />;
    case 'contact':
      return <PartnershipPage />;
  }
}
