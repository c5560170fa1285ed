import { useCallback, useEffect } from 'react';
import { api } from '../lib/api-client.js';
import { useLiveEvents, type LiveMessage } from '../lib/live-socket.js';
import { getSession, updateSessionUser, useSession } from '../lib/session.js';

/** Refreshes the stored member from `GET /me`; a failure leaves it as it is. */
async function refreshUser(): Promise<void> {
  try {
    const user = await api.get('/me');
    if (getSession()) updateSessionUser(user);
  } catch {
    // offline or signed out meanwhile: the next start catches up
  }
}

/**
 * SHELL-006, D-03: keeps the signed-in member fresh, so 'Manage {course}' shows as soon as a
 * claim is accepted: once at start (or sign-in), and on the live `courseAdminAccepted` event of
 * the tab's live socket (`lib/live-socket.ts`).
 */
export function useSignedInUserSync(): void {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (token) void refreshUser();
  }, [token]);
  useLiveEvents(
    useCallback((message: LiveMessage) => {
      if (message.type === 'courseAdminAccepted') void refreshUser();
    }, []),
  );
}
