import { useEffect } from 'react';
import { API_BASE } from './api-client.js';
import { liveRetryDelay, liveUrl, parseLiveMessage, type LiveMessage } from './live-events.js';
import { useSession } from './session.js';

/**
 * The member's one `/api/live` WebSocket per tab (docs/architecture.md "Live events", D-15,
 * decision 079): opened while signed in, signed per D-01 in its query, pinged so that proxies
 * keep it open, re-opened with a growing delay when it drops (at once when the tab comes back
 * online), never after a 4401 (the session is no longer valid; the next API call signs out).
 * The bell, the chat, the call signalling and the member's refresh all listen to this socket;
 * when it cannot connect they keep their own polling (the bell's 60 s, NOTIF-003).
 * Loaded for signed-in members only: a guest's page never downloads it.
 */

export type { LiveMessage } from './live-events.js';
type Listener = (message: LiveMessage) => void;

/** Keep-alive ping interval, ms (the server answers `pong`). */
const PING_MS = 25_000;

const listeners = new Set<Listener>();
const readyListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let token: string | null = null;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | null = null;
let ping: ReturnType<typeof setInterval> | null = null;

function schedule(current: string): void {
  if (retry || token !== current) return;
  retry = setTimeout(() => {
    retry = null;
    void open(current);
  }, liveRetryDelay(failures));
  failures += 1;
}

async function open(current: string): Promise<void> {
  let url: string;
  try {
    url = await liveUrl(current, window.location.href, `${API_BASE}/live`);
  } catch {
    return; // a malformed token: nothing to connect with
  }
  if (token !== current || socket) return;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (event: MessageEvent<unknown>) => {
    const message = parseLiveMessage(event.data);
    if (!message || message.type === 'pong') return;
    if (message.type === 'ready') {
      failures = 0;
      for (const l of readyListeners) l();
    } else for (const l of listeners) l(message);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    if (event.code !== 4401) schedule(current);
  };
  ws.onerror = () => ws.close();
}

function online(): void {
  if (!token || socket || !retry) return;
  clearTimeout(retry);
  retry = null;
  void open(token);
}

function connect(next: string | null): void {
  if (next === token) return;
  token = next;
  if (retry) clearTimeout(retry);
  retry = null;
  failures = 0;
  const old = socket;
  socket = null;
  old?.close();
  if (ping) clearInterval(ping);
  ping = null;
  window.removeEventListener('online', online);
  if (!next || typeof WebSocket === 'undefined') return;
  window.addEventListener('online', online);
  ping = setInterval(() => sendLive({ type: 'ping' }), PING_MS);
  void open(next);
}

/** Keeps the tab's socket in step with the session; mounted once, for signed-in members. */
export function useLiveConnection(): void {
  const current = useSession()?.token ?? null;
  useEffect(() => {
    connect(current);
    return () => connect(null);
  }, [current]);
}

/** Keeps `listener` in `set` while mounted. */
function useListener<L>(set: Set<L>, listener: L): void {
  useEffect(() => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [set, listener]);
}

/** Calls `listener` for every live event (not `ready` nor `pong`) while mounted. */
export function useLiveEvents(listener: Listener): void {
  useListener(listeners, listener);
}

/**
 * Calls `listener` after every (re)connection while mounted: the time to fetch what was missed
 * meanwhile (decision 011).
 */
export function useLiveReady(listener: () => void): void {
  useListener(readyListeners, listener);
}

/** Sends a client message (a ping, call signalling, D-15); false when the socket is not open. */
export function sendLive(message: unknown): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}
