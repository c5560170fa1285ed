import { lazy } from 'react';
import { useLocation } from 'react-router';
import { parsePath } from '@bgc/shared';

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
      return route.page === 'aboutUs' ? <AboutPage /> : <NotFoundPage />;
    case 'profile':
    case 'profilePerson':
    case 'resetPassword':
    case 'loginToken':
    case 'notFound':
      return <NotFoundPage />;
  }
}
