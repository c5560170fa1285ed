import type { DehydratedState } from '@tanstack/react-query';

/**
 * what a server-rendered page hands to the hydrating client, in a
 * `<script type="application/json" id="bgc-ssr">` (see entry-server.tsx and main.tsx).
 */
export interface SsrState {
  /** The language the page was rendered in. */
  lang: string;
  /** The query cache after the server's data passes. */
  queries: DehydratedState;
  /**
   * The i18n namespaces the render used (`useTranslation`), which the browser loads before
   * hydrating: a text that suspends during hydration leaves its part of the page dead to clicks
   * until its catalog arrives (a screen's lazy namespaces, e.g. 'services' or 'legal').
   */
  namespaces: string[];
}

/** Id of the script element holding the SsrState. */
export const SSR_STATE_ID = 'bgc-ssr';

/** The emotion cache key, the same on the server and in the browser (MUI's default). */
export const EMOTION_KEY = 'css';
