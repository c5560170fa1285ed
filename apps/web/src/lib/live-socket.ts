import { useEffect } from 'react';
import { API_BASE } from './api-client.js';
import { liveUrl } from './live-events.js';
import { useSession } from './session.js';

/**
 * The member's `/api/live` WebSocket (D-02, ADR 012): one per tab while signed in, signed per
 * D-01 in the query, re-opened with a growing delay when it drops. Features subscribe to event
 * types; when it cannot connect they keep their own polling (the bell's 60 s, NOTIF-003).
 */

export interface LiveMessage {
  type: string;
  from?: number;
  data?: unknown;
}
type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let token: string | null = null;
let retry = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

/** The signed socket address (D-01), or null when the token is malformed. */
function socketUrl(current: string): Promise<string | null> {
  return liveUrl(current, window.location.href, `${API_BASE}/live`).catch(() => null);
}

function open(current: string): void {
  void socketUrl(current).then((url) => {
    if (!url || token !== current) return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onmessage = (e: MessageEvent<string>) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(e.data) as LiveMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') retry = 0;
      for (const l of listeners) l(message);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (token !== current) return;
      // 1 s, 2 s, 4 s … up to 60 s (the poll covers the gap)
      const delay = Math.min(60_000, 1000 * 2 ** retry);
      retry += 1;
      timer = setTimeout(() => open(current), delay);
    };
  });
}

function connect(next: string | null): void {
  if (next === token) return;
  token = next;
  if (timer) clearTimeout(timer);
  timer = null;
  retry = 0;
  const old = socket;
  socket = null;
  old?.close();
  if (next && typeof WebSocket !== 'undefined') open(next);
}

/** Keeps the socket in step with the session; mount once in the shell. */
export function useLiveConnection(): void {
  const session = useSession();
  const current = session?.token ?? null;
  useEffect(() => {
    connect(current);
  }, [current]);
}

/** Calls `listener` for every live message while mounted. */
export function useLiveEvents(listener: Listener): void {
  useEffect(() => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listener]);
}
