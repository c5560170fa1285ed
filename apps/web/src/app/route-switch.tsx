import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { parsePath, type AppRoute, type StaticPage } from '@bgc/shared';
import { viewerBackground } from '../pages/media-viewer/viewer-location.js';
import { LoggedOutOnly, RequireAuth } from './guards.js';
import { loadRouteNamespaces } from '../i18n/index.js';
import { lazyScreen } from '../components/lazy-with-preload.js';

/**
 * A lazy screen whose chunk and i18n namespaces load in parallel (issue 16 item 2), so the
 * page does not wait for its chunk and then for its texts.
 */
function withNamespaces<P extends object>(
  route: AppRoute['name'],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazyScreen<P>(() =>
    Promise.all([load(), loadRouteNamespaces(route)]).then(([module]) => module),
  );
}

/**
 * Dispatches a pathname to its screen with the shared route resolver
 * (`parsePath`), since the spec's paths put parameters inside segments
 * (`ranking-top20`, `{slug}-golf-course.html`). Screens are lazy-loaded.
 */
const HomeScreen = withNamespaces('homepage', () => import('../pages/home/home-page.js'));
const RankingScreen = withNamespaces('ranking', () => import('../pages/ranking/ranking-page.js'));
const CourseScreen = withNamespaces('course', () => import('../pages/course/course-page.js'));
const AboutScreen = lazyScreen(() => import('../pages/about/about-page.js'));
const AboutPage = AboutScreen.Component;
const NotFoundScreen = lazyScreen(() => import('../components/not-found-page.js'));
const NotFoundPage = NotFoundScreen.Component;
const LoginScreen = lazyScreen(() => import('../pages/auth/login-page.js'));
const LoginPage = LoginScreen.Component;
const RegisterScreen = lazyScreen(() => import('../pages/auth/register-page.js'));
const RegisterPage = RegisterScreen.Component;
const ForgotPasswordScreen = lazyScreen(() => import('../pages/auth/forgot-password-page.js'));
const ForgotPasswordPage = ForgotPasswordScreen.Component;
const ResetPasswordScreen = lazyScreen(() => import('../pages/auth/reset-password-page.js'));
const ResetPasswordPage = ResetPasswordScreen.Component;
const LoginTokenScreen = lazyScreen(() => import('../pages/auth/login-token-page.js'));
const LoginTokenPage = LoginTokenScreen.Component;
const ProfileScreen = withNamespaces('profile', () => import('../pages/profile/profile-page.js'));
const MemberScreen = withNamespaces(
  'profilePerson',
  () => import('../pages/member/member-page.js'),
);
const MediaViewerScreen = lazyScreen(() => import('../pages/media-viewer/media-viewer-page.js'));
const MediaViewerPage = MediaViewerScreen.Component;
const CourseClaimsScreen = lazyScreen(() => import('../pages/admin/course-claims-page.js'));
const CourseClaimsPage = CourseClaimsScreen.Component;
const CourseCorrectionsScreen = lazyScreen(
  () => import('../pages/admin/course-corrections-page.js'),
);
const CourseCorrectionsPage = CourseCorrectionsScreen.Component;
const PostDetailScreen = withNamespaces(
  'postDetail',
  () => import('../pages/post-detail/post-detail-page.js'),
);
const NewsfeedScreen = lazyScreen(() => import('../pages/newsfeed/newsfeed-page.js'));
const NewsfeedPage = NewsfeedScreen.Component;
const CoachesScreen = lazyScreen(() => import('../pages/coaches/coaches-page.js'));
const CoachesPage = CoachesScreen.Component;
const CommunityScreen = lazyScreen(() => import('../pages/community/community-page.js'));
const CommunityPage = CommunityScreen.Component;
const PlayerFinderScreen = lazyScreen(() => import('../pages/player-finder/player-finder-page.js'));
const PlayerFinderPage = PlayerFinderScreen.Component;
const CommunityDetailScreen = withNamespaces(
  'communityDetail',
  () => import('../pages/community/community-detail-page.js'),
);
const ModerationScreen = lazyScreen(() => import('../pages/admin/moderation-page.js'));
const ModerationPage = ModerationScreen.Component;
const LegalScreen = lazyScreen(() => import('../pages/legal/legal-page.js'));
const LegalPage = LegalScreen.Component;
const ServicesScreen = lazyScreen(() => import('../pages/services/services-page.js'));
const ServicesPage = ServicesScreen.Component;
const PartnershipScreen = lazyScreen(() => import('../pages/services/partnership-page.js'));
const PartnershipPage = PartnershipScreen.Component;
const SampleSiteScreen = lazyScreen(() => import('../pages/services/sample-site-page.js'));
const SampleSitePage = SampleSiteScreen.Component;
const ContactRequestsScreen = lazyScreen(() => import('../pages/admin/contact-requests-page.js'));
const ContactRequestsPage = ContactRequestsScreen.Component;

const HomePage = HomeScreen.Component;
const RankingPage = RankingScreen.Component;
const CoursePage = CourseScreen.Component;
const ProfilePage = ProfileScreen.Component;
const MemberPage = MemberScreen.Component;
const PostDetailPage = PostDetailScreen.Component;
const CommunityDetailPage = CommunityDetailScreen.Component;

/**
 * The screen of `pathname`, loaded (issue 16 item 1): the browser awaits it before hydrating a
 * server-rendered page, so that hydration does not suspend on the route's chunk.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = parsePath(pathname);
  const screen = screenOf(route);
  if (!screen) return Promise.resolve();
  // lazy parts of a screen's first view load with it (issue 16 item 2): a course tab's body,
  // the open comments of a post or a discussion
  const parts: Promise<unknown>[] = [screen.preload()];
  if (route.name === 'course')
    parts.push(
      import('../pages/course/course-page.js').then((module) => module.preloadCourseTab(route.tab)),
    );
  if (route.name === 'postDetail' || route.name === 'communityDetail')
    parts.push(import('../components/post-card/post-card.js').then((m) => m.preloadComments()));
  return Promise.all(parts).catch(() => undefined);
}

type Preloadable = { preload: () => Promise<unknown> };

/** The screens a guest can land on; the sign-in screens render in the browser only (decision 025). */
const ROUTE_SCREENS: Partial<Record<AppRoute['name'], Preloadable>> = {
  homepage: HomeScreen,
  ranking: RankingScreen,
  course: CourseScreen,
  profilePerson: MemberScreen,
  postDetail: PostDetailScreen,
  communityDetail: CommunityDetailScreen,
  packSample: SampleSiteScreen,
  notFound: NotFoundScreen,
};
const STATIC_SCREENS: Partial<Record<StaticPage, Preloadable>> = {
  aboutUs: AboutScreen,
  newsfeed: NewsfeedScreen,
  coaches: CoachesScreen,
  community: CommunityScreen,
  playerFinder: PlayerFinderScreen,
  rgpd: LegalScreen,
  legal: LegalScreen,
  terms: LegalScreen,
  service: ServicesScreen,
  contact: PartnershipScreen,
};

function screenOf(route: AppRoute): Preloadable | null {
  if (route.name === 'static') return STATIC_SCREENS[route.page] ?? null;
  return ROUTE_SCREENS[route.name] ?? null;
}

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
