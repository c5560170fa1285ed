import { useSyncExternalStore } from 'react';
import type { MeUser } from '@bgc/shared';

/**
 * The signed-in state (AUTH-004, AUTH-038): token and user kept in local storage so a
 * reload stays signed in; components read it with `useSession()`.
 */
export const TOKEN_KEY = 'bgc.token';
export const USER_KEY = 'bgc.user';

export interface Session {
  token: string;
  user: MeUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const user = window.localStorage.getItem(USER_KEY);
    return token && user ? { token, user: JSON.parse(user) as MeUser } : null;
  } catch {
    return null;
  }
}

function write(session: Session | null): void {
  current = session;
  try {
    if (session) {
      window.localStorage.setItem(TOKEN_KEY, session.token);
      window.localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      window.localStorage.removeItem(TOKEN_KEY);
      window.localStorage.removeItem(USER_KEY);
    }
  } catch {
    // storage unavailable: the session lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

/** Signs in with an auth answer `{ token, user }`. */
export function startSession(session: Session): void {
  signedOutOnPurpose = false;
  write(session);
}

/** AUTH-036: a response carrying a token replaces the stored one. */
export function replaceToken(token: string): void {
  if (current) write({ ...current, token });
}

/** Keeps the stored user in step with the server (after GET /me or PUT /me). */
export function updateSessionUser(user: MeUser): void {
  if (current) write({ ...current, user });
}

let signedOutOnPurpose = false;

/**
 * Signs out locally (SHELL-008). `onPurpose` (the Logout entry) makes login-required screens
 * send the visitor home instead of to the login page, however the navigation home races.
 */
export function endSession(onPurpose = false): void {
  signedOutOnPurpose = onPurpose;
  write(null);
}

/** True after a deliberate Logout, until the next sign-in. */
export function wasSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY) {
      current = read();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering on sign-in and sign-out (also from other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
