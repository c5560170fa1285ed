import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pageOf, parsePath, type AppRoute, type StaticPage } from '@bgc/shared';
import { viewerBackground } from '../lib/viewer-location.js';
import { ScreenHydrationMark } from '../lib/hydration.js';
import { LoggedOutOnly, RequireAuth } from '../components/route-guards.js';
import { loadRouteNamespaces } from '../i18n/index.js';
import { lazyScreen } from '../components/lazy-with-preload.js';

/**
 * A lazy screen whose chunk and i18n namespaces (the page table's `namespaces`) load in
 * parallel (decision 028), so the page does not wait for its chunk and then for its texts.
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
const NotFoundScreen = lazyScreen(() => import('../components/not-found-page.js'));
const LoginScreen = lazyScreen(() => import('../pages/auth/login-page.js'));
const RegisterScreen = lazyScreen(() => import('../pages/auth/register-page.js'));
const ForgotPasswordScreen = lazyScreen(() => import('../pages/auth/forgot-password-page.js'));
const ResetPasswordScreen = lazyScreen(() => import('../pages/auth/reset-password-page.js'));
const LoginTokenScreen = lazyScreen(() => import('../pages/auth/login-token-page.js'));
const ProfileScreen = withNamespaces('profile', () => import('../pages/profile/profile-page.js'));
const MemberScreen = withNamespaces(
  'profilePerson',
  () => import('../pages/member/member-page.js'),
);
const MediaViewerScreen = lazyScreen(() => import('../pages/media-viewer/media-viewer-page.js'));
const CourseClaimsScreen = lazyScreen(() => import('../pages/admin/course-claims-page.js'));
const CourseCorrectionsScreen = lazyScreen(
  () => import('../pages/admin/course-corrections-page.js'),
);
const PostDetailScreen = withNamespaces(
  'postDetail',
  () => import('../pages/post-detail/post-detail-page.js'),
);
const NewsfeedScreen = lazyScreen(() => import('../pages/newsfeed/newsfeed-page.js'));
const CoachesScreen = lazyScreen(() => import('../pages/coaches/coaches-page.js'));
const CommunityScreen = lazyScreen(() => import('../pages/community/community-page.js'));
const PlayerFinderScreen = lazyScreen(() => import('../pages/player-finder/player-finder-page.js'));
const CommunityDetailScreen = withNamespaces(
  'communityDetail',
  () => import('../pages/community/community-detail-page.js'),
);
const ModerationScreen = lazyScreen(() => import('../pages/admin/moderation-page.js'));
const LegalScreen = lazyScreen(() => import('../pages/legal/legal-page.js'));
const ServicesScreen = lazyScreen(() => import('../pages/services/services-page.js'));
const PartnershipScreen = lazyScreen(() => import('../pages/services/partnership-page.js'));
const SampleSiteScreen = lazyScreen(() => import('../pages/services/sample-site-page.js'));
const ContactRequestsScreen = lazyScreen(() => import('../pages/admin/contact-requests-page.js'));

/**
 * The screen of `pathname`, loaded: the browser awaits it before hydrating a
 * server-rendered page, so that hydration does not suspend on the route's chunk.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = parsePath(pathname);
  const screen = screenOf(route);
  if (!screen) return Promise.resolve();
  // lazy parts of a screen's first view load with it: a course tab's body,
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
      <ScreenHydrationMark />
      {background && route.name === 'mediaView' && (
        <Suspense fallback={null}>
          <MediaViewerScreen.Component route={route} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The screen of `route` behind the guard its page declares in the page table (decision 033):
 * `member` and `admin` pages need a session (ROUTE-002: a guest is sent to the login page; the
 * administrators' screens check the rights themselves), `signedOut` pages send a signed-in
 * member to the ranking (ROUTE-004 / ROUTE-005).
 */
function PageSwitch({ route }: { route: AppRoute }) {
  const screen = <Screen route={route} />;
  switch (pageOf(route)?.access) {
    case 'member':
    case 'admin':
      return <RequireAuth>{screen}</RequireAuth>;
    case 'signedOut':
      return <LoggedOutOnly>{screen}</LoggedOutOnly>;
    case 'guest':
    case undefined:
      return screen;
  }
}

function Screen({ route }: { route: AppRoute }): ReactNode {
  switch (route.name) {
    case 'homepage':
      return <HomeScreen.Component />;
    case 'ranking':
      return <RankingScreen.Component route={route} />;
    case 'course':
      return <CourseScreen.Component country={route.country} slug={route.slug} tab={route.tab} />;
    case 'static':
      return <StaticPageSwitch page={route.page} />;
    case 'resetPassword':
      return <ResetPasswordScreen.Component />;
    case 'loginToken':
      return <LoginTokenScreen.Component email={route.email} token={route.token} />;
    case 'profile':
      return <ProfileScreen.Component />;
    case 'profilePerson':
      return <MemberScreen.Component memberKey={route.key} />;
    case 'mediaView':
      return <MediaViewerScreen.Component route={route} />;
    case 'adminClaims':
      return <CourseClaimsScreen.Component />;
    case 'postDetail':
      return (
        <PostDetailScreen.Component key={route.id} postId={route.id} commentId={route.commentId} />
      );
    case 'communityDetail':
      return <CommunityDetailScreen.Component key={route.id} id={route.id} />;
    case 'adminCorrections':
      return <CourseCorrectionsScreen.Component />;
    case 'adminModeration':
      return <ModerationScreen.Component />;
    case 'packSample':
      return <SampleSiteScreen.Component slug={route.pack} />;
    case 'adminContacts':
      return <ContactRequestsScreen.Component />;
    case 'notFound':
      return <NotFoundScreen.Component />;
  }
}

/** The screens of the fixed `.html` pages (`FIXED_PAGES` of the page table). */
function StaticPageSwitch({ page }: { page: StaticPage }): ReactNode {
  switch (page) {
    case 'aboutUs':
      return <AboutScreen.Component />;
    case 'login':
      return <LoginScreen.Component />;
    case 'register':
      return <RegisterScreen.Component />;
    case 'forgot':
      return <ForgotPasswordScreen.Component />;
    case 'newsfeed':
      return <NewsfeedScreen.Component />;
    case 'coaches':
      return <CoachesScreen.Component />;
    case 'community':
      return <CommunityScreen.Component />;
    case 'playerFinder':
      return <PlayerFinderScreen.Component />;
    case 'rgpd':
      return <LegalScreen.Component doc="rgpd" />;
    case 'legal':
      return <LegalScreen.Component doc="cookies" />;
    case 'terms':
      return <LegalScreen.Component doc="terms" />;
    case 'service':
      return <ServicesScreen.Component />;
    case 'contact':
      return <PartnershipScreen.Component />;
  }
}
