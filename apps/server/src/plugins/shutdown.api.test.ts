import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraApp } from '../../test/test-app.js';
import { createMember } from '../../test/factories.js';
import { connectLive } from '../../test/live-client.js';
import { LIVE_RESTART_CODE } from './shutdown.js';

describe('graceful shutdown (docs/operations.md, rolling restart)', () => {
  it('closes the live sockets with 1012 service restart, never 4401', async () => {
    const app = await extraApp({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bgc-shutdown-')),
      PUBLIC_URL: 'http://bgc.test',
    });
    await app.ready();
    const member = await createMember(app);
    const live = await connectLive(app, member.token);
    await app.close();
    expect(await live.closed).toBe(LIVE_RESTART_CODE);
    expect(LIVE_RESTART_CODE).toBe(1012);
  });
});
