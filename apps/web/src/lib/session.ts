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

/** Whether storage holds this page's session (false when writing it failed). */
let persisted = true;

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
    persisted = true;
  } catch {
    // storage unavailable: the session lasts for this page only
    persisted = false;
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

/**
 * AUTH-036: a response carrying a token replaces the stored one, unless storage holds another
 * session by then (`adoptedStored`).
 */
export function replaceToken(token: string): void {
  if (current && !adoptedStored()) write({ ...current, token });
}

/**
 * Keeps the stored user in step with the server (after GET /me or PUT /me), for the session this
 * page holds, unless storage holds another session by then (`adoptedStored`).
 */
export function updateSessionUser(user: MeUser): void {
  if (current && !adoptedStored()) write({ ...current, user });
}

/**
 * True when storage holds another session than this page's (a sign-in or sign-out in another
 * tab, whose storage event may come after an answer asked as the previous member), which this
 * page then takes: the stored session wins, so a late answer about the previous member (its
 * details, a renewed token) never lands on the next one's session. False when storage cannot be
 * read or written (the session then lives in this page only).
 */
function adoptedStored(): boolean {
  if (!persisted) return false;
  let storedToken: string | null;
  try {
    storedToken = window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return false;
  }
  if (storedToken === (current?.token ?? null)) return false;
  current = read();
  for (const listener of listeners) listener();
  return true;
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
