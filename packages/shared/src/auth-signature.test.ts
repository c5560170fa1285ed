import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from './constants.js';
import {
  makeIdempotencyKey,
  makeNonce,
  parseAuthorization,
  signRequest,
  signingMessage,
  splitToken,
} from './auth-signature.js';

const token = 'AAAAAAAAAAAAAAAAAAAAAA.' + 'b'.repeat(43);

describe('D-01 signed Authorization header', () => {
  it('signs METHOD\\npath\\nts\\nnonce with HMAC-SHA256 of the secret, base64url', async () => {
    const header = await signRequest(token, 'get', '/api/me?x=1', 1_700_000_000_000, 'abcdefghijk');
    const expected = createHmac('sha256', 'b'.repeat(43))
      .update('GET\n/api/me?x=1\n1700000000000\nabcdefghijk')
      .digest('base64url');
    expect(header).toBe(
      `BGC-HMAC-SHA256 session=AAAAAAAAAAAAAAAAAAAAAA, ts=1700000000000, nonce=abcdefghijk, signature=${expected}`,
    );
    expect(parseAuthorization(header)).toEqual({
      session: 'AAAAAAAAAAAAAAAAAAAAAA',
      ts: 1_700_000_000_000,
      nonce: 'abcdefghijk',
      signature: expected,
    });
  });

  it('makes 11-character alphanumeric nonces', () => {
    for (let i = 0; i < 50; i += 1) expect(makeNonce()).toMatch(/^[A-Za-z0-9]{11}$/);
  });

  it('rejects malformed tokens and headers', async () => {
    expect(splitToken('nodot')).toBeNull();
    await expect(signRequest('bad', 'GET', '/')).rejects.toThrow('Malformed token');
    expect(parseAuthorization('Bearer abc')).toBeNull();
    expect(
      parseAuthorization('BGC-HMAC-SHA256 session=short, ts=1, nonce=abcdefghijk, signature=x'),
    ).toBeNull();
    expect(
      parseAuthorization(
        'BGC-HMAC-SHA256 session=AAAAAAAAAAAAAAAAAAAAAA, ts=abc, nonce=abcdefghijk, signature=' +
          'a'.repeat(43),
      ),
    ).toBeNull();
    expect(signingMessage('post', '/api/x', 5, 'n')).toBe('POST\n/api/x\n5\nn');
  });
});

describe('idempotency keys (decision 046)', () => {
  it('makes a fresh key per write that the API accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, () => makeIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
