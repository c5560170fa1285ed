import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AuthAnswer, type ModerationReport, type Page } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, freshIp, signed, type TestMember } from '../../../test/factories.js';
import { openLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

/**
 * Issue 9 items 5 and 7: a suspended member gets no session by any path, and every open
 * /api/live socket of a session closes when the session ends (logout, password change,
 * suspension).
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

describe('a suspended member keeps no session (issue 9 item 5)', () => {
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

describe('live sockets close when the session ends (issue 9 item 7)', () => {
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
