import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/test-app.js';
import { createMember, freshIp } from '../../../test/factories.js';

/** bounded ids and equal timing of the reset request. */
describe('numeric ids are bounded', () => {
  it.each([
    '/api/posts?except_id=1e308',
    '/api/posts?except_id=1,2147483648',
    '/api/posts?filter_language=99999999999',
    '/api/users/99999999999',
    '/api/courses?filter_country=1e308',
  ])('answers 400, not 500, to ids past the integer range: %s', async (url) => {
    const { app } = await testApp();
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(400);
  });
});

describe('password reset takes the same time for known and unknown addresses', () => {
  it('answers both after the same floor, medians within 60 ms', async () => {
    const { app } = await testApp();
    const member = await createMember(app);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/request-reset-password',
        payload: { email },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(member.email));
      unknown.push(await time(`nobody.${i}@example.test`));
    }
    const median = (list: number[]) => [...list].sort((x, y) => x - y)[2]!;
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(245);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(60);
  });
});
