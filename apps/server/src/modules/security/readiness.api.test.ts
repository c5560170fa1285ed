import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { extraApp, testApp } from '../../../test/test-app.js';

/** liveness stays /api/healthz; readiness runs a query. */
describe('readiness', () => {
  it('answers ready on the working database', async () => {
    const { app } = await testApp();
    // decision 031: the body names each dependency; no REDIS_URL here
    expect((await app.inject({ url: '/api/readyz' })).json()).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'unused',
    });
    expect((await app.inject({ url: '/api/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('answers 503 and refuses API traffic once the database is broken', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await extraApp({ DATA_DIR: '/tmp/bgc-ready-test' }, { database });
    try {
      expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
      // the embedded database stops answering (as after 'memory access out of bounds')
      await database.close();
      const ready = await app.inject({ url: '/api/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'unused' });
      const api = await app.inject({ url: '/api/courses' });
      expect(api.statusCode).toBe(503);
      // liveness still answers: the process is up, only not ready
      expect((await app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
