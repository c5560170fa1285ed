import { afterEach, describe, expect, it } from 'vitest';
import type { MeUser } from '@bgc/shared';
import { failedCall, setSessionRejectedHandler } from './api-client.js';
import { endSession, getSession, replaceToken, startSession } from './session.js';

const user = { id: 7, profile: 7 } as MeUser;
const sessionRejected = 'Unauthorized';
const invalid = { error: { code: 'session_invalid', message: 'Session is no longer valid' } };

afterEach(() => {
  endSession();
  setSessionRejectedHandler(() => undefined);
});

describe('failedCall (AUTH-036/037)', () => {
  it("signs out on a 401 to a call signed with the session's current token", () => {
    let rejected = 0;
    setSessionRejectedHandler(() => (rejected += 1));
    startSession({ token: 'first', user });
    const error = failedCall(401, sessionRejected, invalid, '/friend/list', 'first');
    expect(error.code).toBe('session_invalid');
    expect(getSession()).toBeNull();
    expect(rejected).toBe(1);
  });

  it('keeps the session when the refused call carried a token an answer has since replaced', () => {
    let rejected = 0;
    setSessionRejectedHandler(() => (rejected += 1));
    startSession({ token: 'first', user });
    // a password change answered with a new token while this call was on its way
    replaceToken('second');
    const error = failedCall(401, sessionRejected, invalid, '/friend/list', 'first');
    expect(error.status).toBe(401);
    expect(getSession()?.token).toBe('second');
    expect(rejected).toBe(0);
  });

  it("keeps the session for a guest's call refused after a sign-in, an auth call and a block", () => {
    startSession({ token: 'first', user });
    failedCall(401, sessionRejected, invalid, '/friend/list', null);
    failedCall(401, sessionRejected, invalid, '/auth/logout', 'first');
    const blocked = { error: { code: 'blocked_by_user', message: 'Blocked' } };
    failedCall(403, 'Forbidden', blocked, '/comments', 'first');
    expect(getSession()?.token).toBe('first');
  });
});
