import { useState } from 'react';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '@bgc/shared';
import { useHydrated } from '../../lib/hydration.js';

/** The stored consent record (COOKIE-003). */
export interface CookieConsent {
  status: typeof COOKIE_CONSENT_ACCEPTED;
  /** When it was given, ms since the epoch. */
  time: number;
}

/** Whether this browser has given its consent already (read from local storage; browser only). */
export function hasConsent(): boolean {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return false;
    const parsed = JSON.parse(raw) as Partial<CookieConsent> | null;
    return parsed?.status === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/**
 * COOKIE-002..004: whether the banner shows. `accept` stores `cookieData`
 * `{status: 200, time}` for good; `dismiss` ('Refuse all', close icon) hides it
 * for this page load only, storing nothing.
 * The server renders the banner into every guest page (the HTML is shared, the consent is in
 * local storage): it is there at the first paint, so it never becomes a late largest paint or
 * a shift, and the head script (COOKIE_CONSENT_SCRIPT) hides it at once where consent exists.
 * The hydrating render keeps it, as the HTML has it; after hydration local storage decides.
 */
export function useCookieConsent(): { visible: boolean; accept: () => void; dismiss: () => void } {
  const [visible, setVisible] = useState(() => typeof window === 'undefined' || !hasConsent());
  const hydrated = useHydrated();
  return {
    visible: !hydrated || visible,
    accept: () => {
      const record: CookieConsent = { status: COOKIE_CONSENT_ACCEPTED, time: Date.now() };
      try {
        window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(record));
      } catch {
        // storage unavailable: the banner still hides for this load
      }
      setVisible(false);
    },
    dismiss: () => setVisible(false),
  };
}
