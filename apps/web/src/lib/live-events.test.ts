import { describe, expect, it } from 'vitest';
import { LIVE_RETRY_MAX_MS, liveRetryDelay, liveUrl, parseLiveMessage } from './live-events.js';

describe('live events client', () => {
  it('signs the socket address in its query', async () => {
    const token = `${'s'.repeat(22)}.${'k'.repeat(43)}`;
    const url = new URL(await liveUrl(token, 'https://bgc.example'));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('wss://bgc.example/api/live');
    expect([...url.searchParams.keys()].sort()).toEqual(['nonce', 'session', 'signature', 'ts']);
    expect(url.searchParams.get('session')).toBe('s'.repeat(22));
    expect(new URL(await liveUrl(token, 'http://127.0.0.1:3000')).protocol).toBe('ws:');
  });

  it('reads events and ignores anything else', () => {
    expect(parseLiveMessage('{"type":"courseAdminAccepted","data":{"courseId":3}}')).toEqual({
      type: 'courseAdminAccepted',
      data: { courseId: 3 },
    });
    expect(parseLiveMessage('nope')).toBeNull();
    expect(parseLiveMessage('{"data":1}')).toBeNull();
    expect(parseLiveMessage(42)).toBeNull();
  });

  it('backs off up to the maximum', () => {
    expect([0, 1, 2].map(liveRetryDelay)).toEqual([1000, 2000, 4000]);
    expect(liveRetryDelay(20)).toBe(LIVE_RETRY_MAX_MS);
  });
});
