/** Live events of `GET /api/live` the SPA acts on (docs/architecture.md "Live events"). */
export interface LiveMessage {
  type: string;
  /** The member who caused it (call signalling). */
  from?: number;
  data?: unknown;
}

/** Longest wait before reconnecting a dropped live socket, ms (the chat waits on it). */
export const LIVE_RETRY_MAX_MS = 15_000;

/**
 * The signed address of the live socket: browsers cannot set headers on a WebSocket, so the
 * D-01 parts go in the query and the signed target is the socket's path alone (live.routes.ts):
 * `target` (default `/api/live`) resolved against `origin`, as ws: or wss:. Throws on a
 * malformed token.
 */
export async function liveUrl(
  token: string,
  origin: string,
  target = '/api/live',
): Promise<string> {
  // decision 059: the signing code loads for signed-in members only
  const { parseAuthorization, signRequest } = await import('./request-signing.js');
  const url = new URL(target, origin);
  const parts = parseAuthorization(await signRequest(token, 'GET', url.pathname));
  if (!parts) throw new Error('Malformed token');
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({
    session: parts.session,
    ts: String(parts.ts),
    nonce: parts.nonce,
    signature: parts.signature,
  }).toString();
  return url.toString();
}

/** A socket message as an event, or null when it is not one (bad JSON, no type). */
export function parseLiveMessage(raw: unknown): LiveMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && typeof (value as LiveMessage).type === 'string')
      return value as LiveMessage;
  } catch {
    // not JSON
  }
  return null;
}

/** Reconnect delay after `attempt` failures: 1 s, 2 s, 4 s … up to LIVE_RETRY_MAX_MS. */
export const liveRetryDelay = (attempt: number): number =>
  Math.min(LIVE_RETRY_MAX_MS, 1000 * 2 ** Math.max(0, Math.min(attempt, 30)));
