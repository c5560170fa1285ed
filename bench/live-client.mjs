// What the live benchmarks (chat-live.mjs, notifications.mjs) do as a member: signed API calls,
// a bounded pool of concurrent tasks and a signed /api/live socket. Needs @bgc/shared, so the
// benchmarks that import it run with `node --import tsx`.
import WebSocket from 'ws';
import { hmacSignature, makeNonce, signRequest, signingMessage, splitToken } from '@bgc/shared';

/**
 * One API call as `token`'s member (D-01 signature; anonymous when `token` is null). `body` is
 * JSON or a FormData (multipart). Resolves the JSON answer; throws on a non-2xx status.
 */
export async function api(base, token, method, p, body) {
  const multipart = body instanceof FormData;
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      ...(token ? { Authorization: await signRequest(token, method, p) } : {}),
      ...(body && !multipart ? { 'Content-Type': 'application/json' } : {}),
    },
    body: multipart ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `fn(item, index)` over `items`, at most `size` at once. */
export async function pool(items, size, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        await fn(items[i], i);
      }
    }),
  );
}

/**
 * Opens a signed `/api/live` socket; `onEvent(message)` for every event after 'ready'. Rejects
 * when the server closes it before 'ready'.
 */
export async function liveSocket(base, token, onEvent) {
  const { sessionId, secret } = splitToken(token);
  const ts = Date.now();
  const nonce = makeNonce();
  const signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}/api/live?session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`,
  );
  await new Promise((resolve, reject) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString('utf8'));
      if (m.type === 'ready') resolve();
      else onEvent(m);
    });
    ws.on('error', reject);
    // refused before 'ready' (decision 029: over a cap, 4429)
    ws.on('close', (code) => reject(new Error(`live socket closed with ${code}`)));
  });
  return ws;
}

/**
 * Registers `count` bench members through `base` (4 at a time), e-mails
 * `bench.<i>.<now>@<tag>.bench`, last names `<prefix><i>`: `[{ id, token, user }]` in order
 * (`user` as the register answer gives it, what the SPA stores).
 */
export async function registerMembers(base, count, tag, prefix) {
  const members = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const answer = await api(base, null, 'POST', '/api/register', {
        email: `bench.${i}.${Date.now()}@${tag}.bench`,
        password: 'secret12',
        firstName: 'Bench',
        lastName: `${prefix}${i}`,
        subRoles: [2],
        languages: [30],
      });
      members[i] = { id: answer.user.id, token: answer.token, user: answer.user };
    },
  );
  return members;
}
