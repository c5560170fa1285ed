import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { extraApp } from '../../test/test-app.js';
import { createMember, signed } from '../../test/factories.js';

/**
 * D-10 "writes per member": a second app on the file's test database with a limit of 3 writes
 * per window shows the 4th write of a member answering 429 while another member still writes.
 */
let limited: FastifyInstance;
beforeAll(async () => {
  // shares the database but must not close it: no onClose here, the shared app owns it
  limited = await extraApp({ DATA_DIR: '/tmp/bgc-limit-test', RATE_LIMIT_WRITES: '3' });
  await limited.ready();
});
afterAll(async () => {
  await limited.close();
});

describe('write rate limit per member (D-10)', () => {
  it('answers 429 past the limit, counted per member', async () => {
    const a = await createMember(limited);
    const b = await createMember(limited);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await signed(limited, a.token, 'PUT', '/api/me/short-bio', { shortBio: `bio ${i}` }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(
      (await signed(limited, b.token, 'PUT', '/api/me/short-bio', { shortBio: 'mine' })).statusCode,
    ).toBe(200);
  });

  it('counts one budget across routes', async () => {
    const a = await createMember(limited);
    const b = await createMember(limited);
    const codes = [
      (await signed(limited, a.token, 'PUT', '/api/me/short-bio', { shortBio: 'one' })).statusCode,
      (
        await signed(limited, a.token, 'POST', '/api/follow', {
          entityId: b.id,
          entityName: 'user',
        })
      ).statusCode,
      (await signed(limited, a.token, 'POST', '/api/friend/request', { friend: b.id })).statusCode,
      (await signed(limited, a.token, 'PUT', '/api/me', { firstName: 'Other' })).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
