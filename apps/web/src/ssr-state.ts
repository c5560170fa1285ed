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

/**
 * Attribute of the server-rendered `<style>` elements that hold the page's own Emotion rules
 * (key `css`), valued with their rule ids. Not Emotion's `data-emotion`: a browser cache takes
 * every element it finds by that attribute into its sheet, which removes and re-inserts each one
 * (decision 072). The browser's cache reads the ids from this attribute instead
 * (`serverStyleCache`), so those rules are not inserted again and the elements stay put.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-bgc-css';
