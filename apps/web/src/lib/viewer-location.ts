/**
 * C-03 / MEDIA-004: a media viewer opened inside the app carries, in its location state, the
 * page it was opened from (`background`); the route switch keeps that page underneath and
 * closing goes back to it. A direct visit has no such state.
 */
export interface ViewerLocationState {
  background: { pathname: string; search: string; hash: string };
}

/** The page under an in-app viewer, or null on a direct visit (or any other state). */
export function viewerBackground(state: unknown): ViewerLocationState['background'] | null {
  if (typeof state !== 'object' || state === null || !('background' in state)) return null;
  const background: unknown = state.background;
  if (typeof background !== 'object' || background === null) return null;
  const { pathname, search, hash } = background as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}
