import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { extraApp, sentMails, testApp } from '../../../test/test-app.js';
import { createMember, freshIp, signIn } from '../../../test/factories.js';
import type { Mail } from '../../lib/mailer.js';

/**
 * D-14: origins come from configuration only, the client address
 * ignores X-Forwarded-For unless TRUST_PROXY says so, and failed sign-ins are limited per
 * account whatever the address.
 */
const poisoned = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('origins come from PUBLIC_URL only', () => {
  it('mails the reset link on the configured origin whatever Host / X-Forwarded-Host say', async () => {
    const { app } = await testApp();
    const member = await createMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      headers: poisoned,
      payload: { email: member.email, returnUrl: 'http://evil.example/reset-password' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const mail = sentMails.findLast((m) => m.to === member.email)!;
    expect(mail.text).not.toContain('evil.example');
    expect(mail.text).toMatch(/http:\/\/bgc\.test\/reset-password\?token=/);
  });

  it('writes canonical, og:url, sitemap and robots on the configured origin', async () => {
    const { app } = await testApp();
    for (const url of ['/', '/sitemap.xml', '/robots.txt', '/sitemap.xml']) {
      const res = await app.inject({ method: 'GET', url, headers: poisoned });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('evil.example');
      expect(res.body, url).toContain('http://bgc.test/');
    }
  });

  it('falls back to http://localhost:PORT when PUBLIC_URL is unset', async () => {
    const sent: Mail[] = [];
    const other = await extraApp(
      { DATA_DIR: '/tmp/bgc-origin-test', PORT: '4321' },
      { mailer: { send: async (m) => void sent.push(m) } },
    );
    try {
      const robots = await other.inject({ method: 'GET', url: '/robots.txt', headers: poisoned });
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml');
      const member = await createMember(other);
      await other.inject({
        method: 'POST',
        url: '/api/request-reset-password',
        headers: poisoned,
        payload: { email: member.email },
        remoteAddress: freshIp(),
      });
      expect(sent.at(-1)!.text).toContain('http://localhost:4321/reset-password?token=');
    } finally {
      await other.close();
    }
  });
});

describe('client address and sign-in limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApp());
  });
  /** POST /auth with `payload`, from `remoteAddress`, naming `forwardedFor` in X-Forwarded-For. */
  const signInVia = (
    forwardedFor: string,
    remoteAddress: string,
    payload: { email: string; password: string },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'x-forwarded-for': forwardedFor },
      payload,
      remoteAddress,
    });

  it('ignores X-Forwarded-For by default: the per-IP sign-in limit holds', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await signInVia(`203.0.113.${i + 1}`, ip, {
        email: `nobody.${i}@example.test`,
        password: 'wrong-password',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('locks an account after failed sign-ins from rotating addresses, then the right password gets 429', async () => {
    const member = await createMember(app);
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await signInVia(`198.51.100.${i + 1}`, freshIp(), {
        email: member.email,
        password: `wrong-${i}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    const right = await signIn(app, member);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: { code: 'sign_in_locked' } });
  });

  it('uses X-Forwarded-For only behind a configured proxy (TRUST_PROXY=1)', async () => {
    const proxied = await extraApp({ DATA_DIR: '/tmp/bgc-proxy-test', TRUST_PROXY: '1' });
    proxied.get('/whoami', async (request) => ({ ip: request.ip }));
    try {
      const res = await proxied.inject({
        method: 'GET',
        url: '/whoami',
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
        remoteAddress: '10.0.0.1',
      });
      expect(res.json()).toEqual({ ip: '198.51.100.7' });
    } finally {
      await proxied.close();
    }
  });
});
