import { hmacSignature, makeNonce, signingMessage, splitToken } from '@bgc/shared';
import { API_BASE } from '../../lib/api-client.js';

export interface LiveMessage {
  type: string;
  from?: number;
  data?: unknown;
}

export interface LiveSocketHandlers {
  /** Every event from the server. */
  onEvent(event: LiveMessage): void;
  /** The socket is (re)connected and signed in: time to catch up (decision 011). */
  onReady(): void;
}

/** Delay before reconnecting after the n-th failure (1 s, 2 s, 4 s … at most 15 s). */
export function reconnectDelay(failures: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.min(failures, 4));
}

const PING_MS = 25_000;

/** The /api/live URL signed per D-01 (parts in the query, target `/api/live`). */
async function liveUrl(token: string): Promise<string> {
  const parts = splitToken(token);
  if (!parts) throw new Error('bad token');
  const ts = Date.now();
  const nonce = makeNonce();
  const signature = await hmacSignature(
    parts.secret,
    signingMessage('GET', '/api/live', ts, nonce),
  );
  const url = new URL(`${API_BASE}/live`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({
    session: parts.sessionId,
    ts: String(ts),
    nonce,
    signature,
  }).toString();
  return url.toString();
}

/**
 * D-15 reconnecting live socket: signs each connection afresh, pings to keep proxies from
 * closing it, reconnects with a growing delay (at once when the tab comes back online), and
 * calls `onReady` after every connection so the caller fetches what it missed.
 * Returns `{send, stop}`.
 */
export function openLiveSocket(token: string, handlers: LiveSocketHandlers) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, reconnectDelay(failures));
    failures += 1;
  };
  const connect = async () => {
    if (stopped) return;
    let url: string;
    try {
      url = await liveUrl(token);
    } catch {
      return;
    }
    const ws = new WebSocket(url);
    socket = ws;
    ws.onmessage = (e) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(e.data)) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        failures = 0;
        handlers.onReady();
      } else if (message.type !== 'pong') handlers.onEvent(message);
    };
    ws.onclose = (e) => {
      if (socket === ws) socket = null;
      // 4401: the session is no longer valid; the next API call signs out
      if (e.code !== 4401) schedule();
    };
    ws.onerror = () => ws.close();
  };
  const online = () => {
    if (!socket && retry) {
      clearTimeout(retry);
      retry = null;
      void connect();
    }
  };
  window.addEventListener('online', online);
  ping = setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  }, PING_MS);
  void connect();

  return {
    /** Sends a client message (call signalling); false when not connected. */
    send(message: unknown): boolean {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    stop() {
      stopped = true;
      window.removeEventListener('online', online);
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      socket?.close();
    },
  };
}
