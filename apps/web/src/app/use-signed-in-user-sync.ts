import { useEffect } from 'react';
import { api } from '../lib/api-client.js';
import { liveRetryDelay, liveUrl, parseLiveMessage } from '../lib/live-events.js';
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
 * SHELL-006, D-03: keeps the signed-in member fresh, so 'Manage {course}'
 * shows as soon as a claim is accepted: once at start (or sign-in), and on the live
 * `courseAdminAccepted` event of `GET /api/live`, whose socket reconnects with a backoff
 * (not after 4401, a rejected session).
 */
export function useSignedInUserSync(): void {
  const token = useSession()?.token ?? null;
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    void refreshUser();
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const connect = async () => {
      let url: string;
      try {
        url = await liveUrl(token, window.location.origin);
      } catch {
        return;
      }
      if (stopped) return;
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event) => {
        if (parseLiveMessage(event.data)?.type === 'courseAdminAccepted') void refreshUser();
      };
      socket.onclose = (event) => {
        if (stopped || event.code === 4401) return;
        timer = setTimeout(() => void connect(), liveRetryDelay(attempt));
        attempt += 1;
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [token]);
}
