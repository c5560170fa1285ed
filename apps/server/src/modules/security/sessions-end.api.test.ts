import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AuthAnswer, type ModerationReport, type Page } from '@bgc/shared';
import { json, sentMails } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import {
  createMember,
  freshIp,
  makeFriends,
  signIn,
  signed,
  type TestMember,
} from '../../../test/factories.js';
import { openLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

/**
 * A suspended member gets no session by any path, and every open /api/live socket of a session
 * closes with 4401 when the session ends: logout, password change (profile save and reset link),
 * sign-out of that session or everywhere, account deletion, suspension (decision 029).
 */
const suite = apiSuite({ admin: true });
const open = socketsEndedAfterAll();

/** Opens /api/live signed per D-01 and waits for its 'ready'. */
async function connect(token: string) {
  const live = await openLive(suite.app, token);
  open.push(live.ws);
  await waitFor(() => live.messages.some((m) => m.type === 'ready'));
  return live;
}

/** Whether `closed` settles within 5 s (answers the close code, or null). */
const closeCode = (closed: Promise<number>) =>
  Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);

/** The newest mail to `to` whose text matches `pattern` (waits up to 5 s), with its match. */
async function waitForMail(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const find = () => {
    for (const mail of sentMails.toReversed()) {
      const match = mail.to === to ? pattern.exec(mail.text) : null;
      if (match) return match;
    }
    return null;
  };
  await waitFor(() => find() !== null);
  return find()!;
}

async function suspend(member: TestMember): Promise<void> {
  const reporter = await createMember(suite.app);
  const rep = await signed(suite.app, reporter.token, 'POST', '/api/report', {
    entityId: member.id,
    entityName: 'user',
    category: 'fake account',
    reason: 'Please have a look',
  });
  expect(rep.statusCode, rep.body).toBe(200);
  const queue = await signed(
    suite.app,
    suite.admin.token,
    'GET',
    '/api/admin/reports?status=open&page=1&limit=100',
  );
  const report = json<Page<ModerationReport>>(queue).list.find(
    (r) => r.entityName === 'user' && r.entityId === member.id,
  )!;
  const res = await signed(suite.app, suite.admin.token, 'PUT', `/api/admin/reports/${report.id}`, {
    action: 'suspend',
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a suspended member keeps no session', () => {
  it('refuses token-login with a transfer code issued before the suspension', async () => {
    const member = await createMember(suite.app);
    const transfer = await signed(suite.app, member.token, 'POST', '/api/auth/transfer');
    const { code } = json<{ code: string }>(transfer);
    await suspend(member);
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/token-login',
      payload: { email: member.email, code },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('token');
  });

  it('the guard refuses a live session of a suspended member', async () => {
    const member = await createMember(suite.app);
    expect((await signed(suite.app, member.token, 'GET', '/api/me')).statusCode).toBe(200);
    // suspension written without revoking the sessions (any path that forgets to)
    await suite.database.db.execute(
      sql`UPDATE users SET suspended_at = now() WHERE id = ${member.id}`,
    );
    expect((await signed(suite.app, member.token, 'GET', '/api/me')).statusCode).toBe(401);
  });
});

describe('live sockets close when the session ends', () => {
  it('on logout', async () => {
    const member = await createMember(suite.app);
    const live = await connect(member.token);
    expect((await signed(suite.app, member.token, 'POST', '/api/auth/logout')).statusCode).toBe(
      200,
    );
    expect(await closeCode(live.closed)).toBe(4401);
  });

  it('on password change, and the new session can connect again', async () => {
    const member = await createMember(suite.app);
    const live = await connect(member.token);
    const res = await signed(suite.app, member.token, 'PUT', '/api/me/password', {
      currentPassword: member.password,
      newPassword: 'another-secret',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closeCode(live.closed)).toBe(4401);
    const fresh = json<AuthAnswer & { token: string }>(res).token;
    const again = await connect(fresh);
    expect(again.ws.readyState).toBe(again.ws.OPEN);
  });

  it('on suspension', async () => {
    const member = await createMember(suite.app);
    const live = await connect(member.token);
    await suspend(member);
    expect(await closeCode(live.closed)).toBe(4401);
  });
});

describe('every end of a session closes its sockets (decision 029)', () => {
  it('on account deletion, every socket of the member (two devices)', async () => {
    const member = await createMember(suite.app);
    const other = json<AuthAnswer>(await signIn(suite.app, member)).token;
    const first = await connect(member.token);
    const second = await connect(other);
    const res = await signed(suite.app, member.token, 'POST', '/api/me/delete-account', {
      password: member.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closeCode(first.closed)).toBe(4401);
    expect(await closeCode(second.closed)).toBe(4401);
  });

  it('on sign-out of one session: that socket only', async () => {
    const member = await createMember(suite.app);
    const other = json<AuthAnswer>(await signIn(suite.app, member)).token;
    const mine = await connect(member.token);
    const theirs = await connect(other);
    const otherId = other.split('.')[0]!;
    const res = await signed(suite.app, member.token, 'DELETE', `/api/me/sessions/${otherId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closeCode(theirs.closed)).toBe(4401);
    expect(mine.ws.readyState).toBe(mine.ws.OPEN);
    expect((await signed(suite.app, other, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signed(suite.app, member.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('on sign-out everywhere: every session and socket, the calling one too', async () => {
    const member = await createMember(suite.app);
    const other = json<AuthAnswer>(await signIn(suite.app, member)).token;
    const mine = await connect(member.token);
    const theirs = await connect(other);
    const res = await signed(
      suite.app,
      member.token,
      'POST',
      '/api/me/sessions/sign-out-everywhere',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await closeCode(mine.closed)).toBe(4401);
    expect(await closeCode(theirs.closed)).toBe(4401);
    for (const token of [member.token, other])
      expect((await signed(suite.app, token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('on a reset-link password change', async () => {
    const member = await createMember(suite.app);
    const live = await connect(member.token);
    await suite.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: member.email },
      remoteAddress: freshIp(),
    });
    const mail = await waitForMail(member.email, /token=([\w-]+)/);
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: mail[1], password: 'brand-new-secret' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closeCode(live.closed)).toBe(4401);
  });
});

describe('a deleted member receives nothing (decision 029)', () => {
  it("refuses a friend's push, key look-up and call signal to the deleted member", async () => {
    const friend = await createMember(suite.app);
    const gone = await createMember(suite.app);
    await makeFriends(suite.app, friend, gone);
    const goneLive = await connect(gone.token);
    const deleted = await signed(suite.app, gone.token, 'POST', '/api/me/delete-account', {
      password: gone.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await closeCode(goneLive.closed)).toBe(4401);
    const push = await signed(suite.app, friend.token, 'POST', '/api/chat/push-message', {
      partner: gone.id,
      messages: [[Date.now(), 'are you there?']],
    });
    expect(push.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(push).error.code).toBe('not_found');
    const key = await signed(suite.app, friend.token, 'GET', `/api/chat/get-key/${gone.id}`);
    expect(key.statusCode).toBe(404);
  });
});
