import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@bgc/shared';
import { useSession, wasSignedOutOnPurpose } from '../lib/session.js';
import { useHydrated } from '../lib/hydration.js';

/**
 * ROUTE-002: a login-required screen. Without a session it redirects (replacing the entry)
 * to `paths.login(path + query)`, so the login page can come back here (ROUTE-003). After a
 * deliberate Logout (SHELL-008) it goes home instead: the member asked to leave.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  // the session is known only after hydration (the server rendered nothing here)
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (!session && wasSignedOutOnPurpose()) return <Navigate to={paths.home()} replace />;
  if (!session) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;
  return children;
}

/**
 * ROUTE-004 / ROUTE-005 / C-02: a logged-out-only screen (login, register, forgot and reset
 * password). A member who opens it while signed in goes to the worldwide ranking.
 *
 * The check is made once per visit (per location key): a visitor who signs in *on* the
 * screen stays until the screen navigates by itself, to the `redirect` target (AUTH-005) or
 * to '/profile' after a registration (AUTH-034, ROUTE-006). Otherwise this guard would
 * race the screen's own navigation.
 */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const { key } = useLocation();
  const hydrated = useHydrated();
  const [entry, setEntry] = useState<{ key: string; signedIn: boolean } | null>(null);
  // the sign-in forms render in the browser only (not on the server, nor while
  // hydrating): a form shown before its script runs would submit natively, losing the input
  if (!hydrated) return null;
  let signedIn = entry?.signedIn ?? false;
  if (!entry || entry.key !== key) {
    // a new visit (React's "adjusting state on a prop change" pattern)
    signedIn = session !== null;
    setEntry({ key, signedIn });
  }
  if (signedIn) return <Navigate to={paths.worldwide()} replace />;
  return children;
}
