import { describe, expect, it } from 'vitest';
import type { AuthAnswer, SessionEntry } from '@bgc/shared';
import { json, sentMails } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, freshIp, signed } from '../../../test/factories.js';
import { waitFor } from '../../../test/live-client.js';

/**
 * Decision 029: the member's active sessions in their account settings (device and browser
 * from the user agent recorded at sign-in, times, 'this device'), sign-out of one session, and
 * the mail that tells a member their password changed.
 */
const suite = apiSuite();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs `m` in from a browser with user agent `ua`; answers the new session's token. */
async function signInFrom(m: { email: string; password: string }, ua: string): Promise<string> {
  const res = await suite.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email: m.email, password: m.password },
    headers: { 'user-agent': ua },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<AuthAnswer>(res).token;
}

const sessionsOf = async (token: string) => {
  const res = await signed(suite.app, token, 'GET', '/api/me/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return json<SessionEntry[]>(res);
};

describe('GET /api/me/sessions', () => {
  it('lists the active sessions with device, browser and times, the caller marked', async () => {
    const member = await createMember(suite.app);
    const phone = await signInFrom(member, PHONE);
    const desktop = await signInFrom(member, DESKTOP);
    const list = await sessionsOf(desktop);
    // the registration session (no user agent in inject) and the two sign-ins
    expect(list).toHaveLength(3);
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(phone.split('.')[0]!)).toMatchObject({
      browser: 'Safari 17',
      os: 'iOS 17',
      device: 'mobile',
      current: false,
    });
    expect(byId.get(desktop.split('.')[0]!)).toMatchObject({
      browser: 'Firefox 128',
      os: 'Windows 10',
      device: 'desktop',
      current: true,
    });
    for (const s of list) {
      expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // no secret, no raw user agent, no member id in the answer
    expect(JSON.stringify(list)).not.toMatch(/secret|userAgent|userId/);
  });

  it('drops a session once signed out, and answers 401 to a visitor', async () => {
    const member = await createMember(suite.app);
    const other = await signInFrom(member, PHONE);
    const otherId = other.split('.')[0]!;
    const res = await signed(suite.app, member.token, 'DELETE', `/api/me/sessions/${otherId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await sessionsOf(member.token)).map((s) => s.id)).not.toContain(otherId);
    const visitor = await suite.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('DELETE /api/me/sessions/:id', () => {
  it("answers 404 for another member's session, an ended one and an unknown id", async () => {
    const member = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const strangerId = stranger.token.split('.')[0]!;
    const foreign = await signed(
      suite.app,
      member.token,
      'DELETE',
      `/api/me/sessions/${strangerId}`,
    );
    expect(foreign.statusCode).toBe(404);
    // the stranger's session still works
    expect((await signed(suite.app, stranger.token, 'GET', '/api/me')).statusCode).toBe(200);
    const unknown = await signed(suite.app, member.token, 'DELETE', '/api/me/sessions/nope');
    expect(unknown.statusCode).toBe(404);
    const tooLong = await signed(
      suite.app,
      member.token,
      'DELETE',
      `/api/me/sessions/${'x'.repeat(65)}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the password-changed mail', () => {
  it('goes to the member after a password change, in the language of the request', async () => {
    const member = await createMember(suite.app);
    const before = sentMails.length;
    const res = await signed(
      suite.app,
      member.token,
      'PUT',
      '/api/me/password',
      { currentPassword: member.password, newPassword: 'changed-secret' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(() => sentMails.slice(before).some((m) => m.to === member.email));
    const mail = sentMails.slice(before).find((m) => m.to === member.email)!;
    expect(mail.subject).toBe('Votre mot de passe BGC a été modifié');
    expect(mail.text).toContain(member.firstName);
    expect(mail.text).not.toMatch(/https?:\/\//);
  });

  it('goes out after a profile save that changes the password, not after one that does not', async () => {
    const member = await createMember(suite.app);
    const before = sentMails.length;
    const plain = await signed(suite.app, member.token, 'PUT', '/api/me', { firstName: 'Nina' });
    expect(plain.statusCode, plain.body).toBe(200);
    const res = await signed(suite.app, member.token, 'PUT', '/api/me', {
      currentPassword: member.password,
      newPassword: 'changed-again',
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(() => sentMails.slice(before).some((m) => m.to === member.email));
    const mails = sentMails.slice(before).filter((m) => m.to === member.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your BGC password was changed']);
  });
});
