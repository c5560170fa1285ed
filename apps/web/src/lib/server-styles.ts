import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from '../ssr-state.js';

/**
 * The browser's Emotion cache (decision 072), with the key the server renders with. The rules
 * the server wrote into the head (SERVER_STYLES_ATTRIBUTE, their ids) count as inserted, so
 * hydration inserts none of them again, and their elements stay where they are: Emotion's own
 * pick-up of server styles re-inserts each element into its sheet, which made the browser
 * re-parse them and recalculate the style of the whole page. A page rendered in the browser
 * (no server styles) starts empty.
 */
export function serverStyleCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const style of document.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const id of (style.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (id) cache.inserted[id] = true;
    }
  }
  return cache;
}
