import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@bgc/shared';
import { setSessionRejectedHandler } from '../lib/api-client.js';

/**
 * AUTH-037 / API-011: when a call other than the auth calls answers 401 or 403, the api
 * client has already signed out; this sends the member to login with the page to come back to.
 */
export function useSessionRejectedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionRejectedHandler(() => {
      const { pathname, search } = window.location;
      void navigate(paths.login(`${pathname}${search}`), { replace: true });
    });
    return () => setSessionRejectedHandler(() => undefined);
  }, [navigate]);
}
