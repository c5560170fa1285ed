import { lazy } from 'react';
import { useLocation } from 'react-router';
import { parsePath, type StaticPage } from '@bgc/shared';
import { LoggedOutOnly, RequireAuth } from './guards.js';

/**
 * Dispatches a pathname to its screen with the shared route resolver
 * (`parsePath`), since the spec's paths put parameters inside segments
 * (`ranking-top20`, `{slug}-golf-course.html`). Screens are lazy-loaded.
 */
const HomePage = lazy(() => import('../pages/home/home-page.js'));
const RankingPage = lazy(() => import('../pages/ranking/ranking-page.js'));
const CoursePage = lazy(() => import('../pages/course/course-page.js'));
const AboutPage = lazy(() => import('../pages/about/about-page.js'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.js'));
const LoginPage = lazy(() => import('../pages/auth/login-page.js'));
const RegisterPage = lazy(() => import('../pages/auth/register-page.js'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/forgot-password-page.js'));
const ResetPasswordPage = lazy(() => import('../pages/auth/reset-password-page.js'));
const LoginTokenPage = lazy(() => import('../pages/auth/login-token-page.js'));
const ProfilePage = lazy(() => import('../pages/profile/profile-page.js'));
const MemberPage = lazy(() => import('../pages/member/member-page.js'));

export function RouteSwitch() {
  const { pathname } = useLocation();
  const route = parsePath(pathname);
  switch (route.name) {
    case 'homepage':
      return <HomePage />;
    case 'ranking':
      return <RankingPage route={route} />;
    case 'course':
      return <CoursePage country={route.country} slug={route.slug} />;
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
    // the media viewer and the claims page are built in the course-pages issue
    case 'mediaView':
    case 'adminClaims':
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
    // screens of later issues
    case 'newsfeed':
    case 'coaches':
    case 'playerFinder':
    case 'community':
    case 'rgpd':
    case 'legal':
    case 'terms':
    case 'service':
    case 'contact':
      return <NotFoundPage />;
  }
}
