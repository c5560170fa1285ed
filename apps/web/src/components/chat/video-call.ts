import { VIDEO_CALL_MAX_RETRIES } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { externalStore } from './external-store.js';
import { sendLive } from '../../lib/live-socket.js';

/**
 * WebRTC video calls between two friends (D-15, CHAT-017..025). Signalling goes over /api/live
 * (`{type:'signal', to, data}`), each open tab has a peer key (add-key, deleted by a beacon on
 * page hide) and a call is addressed to one key of the friend (get-key, get-key-retry). A
 * failed connection is retried at most VIDEO_CALL_MAX_RETRIES times (ICE restart).
 */

export type CallPhase = 'idle' | 'calling' | 'connecting' | 'connected';
export interface CallState {
  phase: CallPhase;
  friendId: number | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** My microphone and camera are off (the call window's toggles). */
  muted: boolean;
  cameraOff: boolean;
}

interface Signal {
  kind: 'call' | 'accept' | 'refuse' | 'offer' | 'answer' | 'ice' | 'hangup';
  callId: string;
  /** Target tab's key, and the sender's key. */
  key: string;
  fromKey: string;
  sdp?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
}

/** What the UI provides: the confirm dialog and the alert (CHAT-022, CHAT-024, CHAT-025). */
export interface CallUi {
  askIncoming(friendId: number): Promise<boolean>;
  alert(message: string, title?: string): void;
  text(
    key: 'callFinished' | 'callFailed' | 'mediaErrorTitle' | 'callDeclined' | 'callEnded',
  ): string;
}

let ui: CallUi | null = null;
export function setCallUi(next: CallUi | null): void {
  ui = next;
}

const IDLE: CallState = {
  phase: 'idle',
  friendId: null,
  local: null,
  remote: null,
  muted: false,
  cameraOff: false,
};
let state: CallState = IDLE;
const store = externalStore(() => state);
function set(next: Partial<CallState>): void {
  state = { ...state, ...next };
  store.notify();
}
export function useCallState(): CallState {
  return store.useSnapshot();
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This tab's peer key (CHAT-017). */
export const myKey = randomKey();
let keyAdded = false;

/**
 * CHAT-018 with decision 038: removes this tab's key with a signed `fetch` that outlives the
 * page (`keepalive`); a beacon cannot carry the D-01 signature the server requires.
 */
function dropKey(): void {
  keyAdded = false;
  api.post(`/chat/delete-key/${myKey}`, { keepalive: true }).catch(() => undefined);
}

/** Registers this tab's key and removes it when the page is hidden (CHAT-018). */
export function registerPeerKey(): () => void {
  const add = () => {
    if (keyAdded) return;
    keyAdded = true;
    api.post(`/chat/add-key/${myKey}`).catch(() => {
      keyAdded = false;
    });
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' || !document.visibilityState) dropKey();
    else add();
  };
  const onPageHide = dropKey;
  add();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}

interface Call {
  id: string;
  friendId: number;
  peerKey: string;
  caller: boolean;
  pc: RTCPeerConnection | null;
  retries: number;
  pendingIce: RTCIceCandidateInit[];
  timer: ReturnType<typeof setTimeout> | null;
}
let call: Call | null = null;

function signal(kind: Signal['kind'], extra: Partial<Signal> = {}): void {
  if (!call) return;
  const data: Signal = { kind, callId: call.id, key: call.peerKey, fromKey: myKey, ...extra };
  sendLive({ type: 'signal', to: call.friendId, data });
}

async function media(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (err) {
    // CHAT-025: the error text in an alert, and no call
    ui?.alert((err as Error).message || String(err), ui.text('mediaErrorTitle'));
    return null;
  }
}

/** How a call ended, which says what the alert shows. */
type CallOutcome = 'ended' | 'declined' | 'failed';

function end(notify: boolean, outcome: CallOutcome = 'ended'): void {
  if (!call) return;
  if (notify) signal('hangup');
  if (call.timer) clearTimeout(call.timer);
  call.pc?.close();
  call = null;
  for (const track of state.local?.getTracks() ?? []) track.stop();
  state = IDLE;
  store.notify();
  if (outcome === 'failed') ui?.alert(ui.text('callFailed'));
  // the callee said no: the caller reads it, and the call never started
  if (outcome === 'declined') ui?.alert(ui.text('callDeclined'), ui.text('callEnded'));
  // CHAT-024
  else ui?.alert(ui.text('callFinished'), ui.text('callEnded'));
}

/** Ends the current call (the hang-up button). */
export function hangUp(): void {
  end(true);
}

/** The call window's toggles: my microphone or camera off and on (the tracks stay, muted). */
export function toggleLocal(kind: 'audio' | 'video'): void {
  const tracks = kind === 'audio' ? state.local?.getAudioTracks() : state.local?.getVideoTracks();
  const off = kind === 'audio' ? !state.muted : !state.cameraOff;
  for (const track of tracks ?? []) track.enabled = !off;
  set(kind === 'audio' ? { muted: off } : { cameraOff: off });
}

async function peer(): Promise<RTCPeerConnection> {
  let iceServers: RTCIceServer[] = [];
  try {
    iceServers = (await api.get('/chat/ice-servers')).iceServers;
  } catch {
    // no ICE configuration: host candidates only
  }
  const pc = new RTCPeerConnection({ iceServers });
  for (const track of state.local?.getTracks() ?? []) pc.addTrack(track, state.local!);
  pc.onicecandidate = (e) => {
    if (e.candidate) signal('ice', { candidate: e.candidate.toJSON() });
  };
  pc.ontrack = (e) => set({ remote: e.streams[0] ?? new MediaStream([e.track]) });
  pc.onconnectionstatechange = () => {
    if (!call || call.pc !== pc) return;
    if (pc.connectionState === 'connected') {
      call.retries = 0;
      set({ phase: 'connected' });
    } else if (pc.connectionState === 'failed') {
      // CHAT-023: at most 4 retries, then give up
      if (call.retries >= VIDEO_CALL_MAX_RETRIES) end(true, 'failed');
      else {
        call.retries += 1;
        if (call.caller) void offer(true);
      }
    }
  };
  return pc;
}

async function offer(restart = false): Promise<void> {
  if (!call?.pc) return;
  const pc = call.pc;
  const sdp = await pc.createOffer(restart ? { iceRestart: true } : {});
  await pc.setLocalDescription(sdp);
  signal('offer', { sdp });
}

/** Starts a call to a friend at status 3: camera first, then the friend's key (retrying keys). */
export async function startCall(friendId: number): Promise<void> {
  if (call) return;
  const local = await media();
  if (!local) return;
  let key: string | null = null;
  try {
    key = (await api.get(`/chat/get-key/${friendId}`)).key;
  } catch {
    key = null;
  }
  if (!key) {
    for (const track of local.getTracks()) track.stop();
    ui?.alert(ui.text('callFailed'));
    return;
  }
  call = {
    id: randomKey(),
    friendId,
    peerKey: key,
    caller: true,
    pc: null,
    retries: 0,
    pendingIce: [],
    timer: null,
  };
  set({ ...IDLE, phase: 'calling', friendId, local });
  const tried = [key];
  const ring = () => {
    signal('call');
    // no answer from that tab: try another key of the friend (get-key-retry), at most 4 times
    call!.timer = setTimeout(() => {
      void (async () => {
        if (!call || state.phase !== 'calling') return;
        if (tried.length > VIDEO_CALL_MAX_RETRIES) return end(true, 'failed');
        const next = await api
          .post('/chat/get-key-retry', {
            body: { friend: friendId, keys: tried },
          })
          .catch(() => ({ key: null }));
        if (!call) return;
        if (!next.key) return end(true, 'failed');
        tried.push(next.key);
        call.peerKey = next.key;
        ring();
      })();
    }, 30_000);
  };
  ring();
}

/** Live `signal` events (D-15). */
export function handleSignal(from: number, raw: unknown): void {
  const data = raw as Signal;
  if (!data || typeof data !== 'object' || data.key !== myKey) return;
  if (data.kind === 'call') {
    if (call) {
      sendLive({
        type: 'signal',
        to: from,
        data: { kind: 'refuse', callId: data.callId, key: data.fromKey, fromKey: myKey },
      });
      return;
    }
    void incoming(from, data);
    return;
  }
  const c = call;
  if (!c || c.id !== data.callId || c.friendId !== from) return;
  void (async () => {
    switch (data.kind) {
      case 'refuse':
        end(false, c.caller && state.phase === 'calling' ? 'declined' : 'ended');
        break;
      case 'hangup':
        end(false);
        break;
      case 'accept':
        if (c.timer) clearTimeout(c.timer);
        c.peerKey = data.fromKey;
        set({ phase: 'connecting' });
        c.pc = await peer();
        await offer();
        break;
      case 'offer':
        if (!c.pc) c.pc = await peer();
        await c.pc.setRemoteDescription(data.sdp!);
        for (const ice of c.pendingIce.splice(0)) await c.pc.addIceCandidate(ice);
        {
          const answer = await c.pc.createAnswer();
          await c.pc.setLocalDescription(answer);
          signal('answer', { sdp: answer });
        }
        break;
      case 'answer':
        await c.pc?.setRemoteDescription(data.sdp!);
        for (const ice of c.pendingIce.splice(0)) await c.pc?.addIceCandidate(ice);
        break;
      case 'ice':
        if (c.pc?.remoteDescription) await c.pc.addIceCandidate(data.candidate);
        else c.pendingIce.push(data.candidate!);
        break;
      case 'call':
        break;
    }
  })().catch(() => undefined);
}

async function incoming(from: number, data: Signal): Promise<void> {
  call = {
    id: data.callId,
    friendId: from,
    peerKey: data.fromKey,
    caller: false,
    pc: null,
    retries: 0,
    pendingIce: [],
    timer: null,
  };
  const accepted = (await ui?.askIncoming(from)) ?? false;
  if (!call || call.id !== data.callId) return;
  if (!accepted) {
    signal('refuse');
    call = null;
    return;
  }
  const local = await media();
  if (!local) {
    signal('refuse');
    call = null;
    return;
  }
  set({ ...IDLE, phase: 'connecting', friendId: from, local });
  signal('accept');
}
