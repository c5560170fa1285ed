import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signRequest, splitToken } from '@bgc/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Mail } from '../lib/mailer.js';
import { SPA_TEMPLATE_DIR, testApp } from '../../test/test-app.js';
import { createMember, freshIp, signed, signIn } from '../../test/factories.js';
import { openLive, liveQuery, waitFor } from '../../test/live-client.js';
import { TEST_LOG_LEVEL, testLogStream } from '../../test/test-logs.js';

const TOKEN = 'metrics-token-for-the-api-tests';

/**
 * Decision 039: an app of its own (METRICS_TOKEN set, the log at trace into `lines` and the run's
 * log folder).
 */
async function ownApp(lines: string[], mails: Mail[]): Promise<FastifyInstance> {
  const { database } = await testApp();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: TEST_LOG_LEVEL,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bgc-metrics-')),
    WEB_DIST_DIR: SPA_TEMPLATE_DIR,
    PUBLIC_URL: 'http://bgc.test',
    FIRST_MEMBER_ADMIN: 'false',
    YOUTUBE_OEMBED_URL: '',
    METRICS_TOKEN: TOKEN,
  });
  const app = await buildApp({
    config,
    database: { ...database, close: async () => undefined },
    mailer: { send: async (mail) => void mails.push(mail) },
    // also into the run's log folder, checked with every other line after the run
    logStream: {
      write: (line) => {
        lines.push(line);
        testLogStream.write(line);
      },
    },
  });
  await app.ready();
  return app;
}

const lines: string[] = [];
const mails: Mail[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await ownApp(lines, mails);
});
afterAll(async () => {
  await app.close();
});

describe('Prometheus endpoint behind METRICS_TOKEN (decision 039)', () => {
  it('answers 404 when METRICS_TOKEN is unset', async () => {
    const { app: plain } = await testApp();
    const res = await plain.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without the bearer or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('serves latency by route pattern and status, query time, live sockets, jobs and process metrics', async () => {
    await app.inject({ method: 'GET', url: '/api/courses/12345678?x=secret' });
    await app.inject({ method: 'GET', url: '/api/healthz' });
    await app.dataRights.purge();
    app.pageRender('busy');
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /bgc_http_request_duration_seconds_count\{[^}]*route="\/api\/healthz"[^}]*status="200"/,
    );
    // the pattern of the route, never the raw URL (ids and queries would explode the series)
    expect(text).not.toContain('12345678');
    expect(text).not.toContain('secret');
    expect(text).toMatch(/bgc_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/^bgc_live_sockets 0$/m);
    expect(text).toContain('bgc_process_resident_memory_bytes');
    expect(text).toContain('bgc_nodejs_eventloop_lag_seconds');
    expect(text).toContain('bgc_job_runs_total');
    // decision 082: how guest pages no cache held were answered
    expect(text).toMatch(/^bgc_page_renders_total\{outcome="busy"\} 1$/m);
  });

  it('gives each request a server-made id, returned as X-Request-Id (a client header is ignored)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'chosen-by-client', 'request-id': 'chosen-by-client' },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.includes(`"reqId":"${String(id)}"`))).toBe(true);
    expect(lines.join('')).not.toContain('chosen-by-client');
  });
});

describe('no secret in the logs of the sensitive calls, at trace level (decision 039)', () => {
  it('register, sign in, signed calls, password change and reset, live socket', async () => {
    const secrets: string[] = [];
    const member = await createMember(app, { password: 'Pw-register-71' });
    secrets.push('Pw-register-71', member.token, splitToken(member.token)!.secret);
    const signedIn = await signIn(app, { email: member.email, password: 'Pw-register-71' });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    secrets.push(token, splitToken(token)!.secret);

    const authorization = await signRequest(token, 'GET', '/api/me');
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization },
      remoteAddress: freshIp(),
    });
    expect(me.statusCode).toBe(200);
    secrets.push(...authorization.split(/[\s,=:]+/).filter((part) => part.length >= 16));

    const changed = await signed(app, token, 'PUT', '/api/me/password', {
      currentPassword: 'Pw-register-71',
      newPassword: 'Pw-changed-72',
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ token: string }>().token;
    secrets.push('Pw-changed-72', next, splitToken(next)!.secret);

    const query = await liveQuery(next);
    const params = new URLSearchParams(query);
    secrets.push(params.get('nonce')!, params.get('signature')!);
    const live = await openLive(app, next);
    await waitFor(() => live.messages.some((m) => m.type === 'ready'));
    live.ws.terminate();

    await app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: member.email, returnUrl: 'http://bgc.test/reset-password' },
      remoteAddress: freshIp(),
    });
    const mail = mails.findLast((m) => m.to === member.email)!;
    const code = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    secrets.push(code);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: code, password: 'Pw-reset-73' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    secrets.push('Pw-reset-73');

    const log = lines.join('');
    expect(log).toContain('/api/me/password');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});
