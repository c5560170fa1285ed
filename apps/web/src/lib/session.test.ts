import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeUser } from '@bgc/shared';
import type * as SessionModule from './session.js';

/** A tab's local storage (the module reads `window.localStorage` when it loads). */
class TabStorage {
  private items = new Map<string, string>();
  /** Writes fail as in a browser whose storage is full or refused. */
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const storage = new TabStorage();
const user = (id: number, firstName: string) => ({ id, firstName }) as unknown as MeUser;
let session: typeof SessionModule;

beforeAll(async () => {
  Object.assign(globalThis, {
    window: { localStorage: storage, addEventListener() {}, removeEventListener() {} },
  });
  session = await import('./session.js');
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('the stored session (AUTH-004)', () => {
  it("keeps the member's details fresh for the session the page holds", () => {
    session.startSession({ token: 'token-b', user: user(2, 'Bea') });
    session.updateSessionUser(user(2, 'Beatrice'));
    expect(session.getSession()).toEqual({ token: 'token-b', user: user(2, 'Beatrice') });
    expect(JSON.parse(storage.getItem('bgc.user')!)).toEqual(user(2, 'Beatrice'));
  });

  it('drops a late answer about the previous member once another has signed in', () => {
    session.startSession({ token: 'token-b', user: user(2, 'Bea') });
    // another tab signs Ada in; this page's GET /me, asked as Bea, answers afterwards
    storage.setItem('bgc.token', 'token-a');
    storage.setItem('bgc.user', JSON.stringify(user(1, 'Ada')));
    session.updateSessionUser(user(2, 'Bea'));
    expect(storage.getItem('bgc.token')).toBe('token-a');
    expect(JSON.parse(storage.getItem('bgc.user')!)).toEqual(user(1, 'Ada'));
    expect(session.getSession()).toEqual({ token: 'token-a', user: user(1, 'Ada') });
  });

  it("keeps another member's session from a renewed token of the previous one (AUTH-036)", () => {
    session.startSession({ token: 'token-b', user: user(2, 'Bea') });
    storage.setItem('bgc.token', 'token-a');
    storage.setItem('bgc.user', JSON.stringify(user(1, 'Ada')));
    session.replaceToken('token-b2');
    expect(storage.getItem('bgc.token')).toBe('token-a');
    expect(session.getSession()?.user).toEqual(user(1, 'Ada'));
    // the page's own session renews as before
    session.replaceToken('token-a2');
    expect(storage.getItem('bgc.token')).toBe('token-a2');
  });

  it('keeps a session that storage refused to hold for the page', () => {
    session.endSession();
    storage.full = true;
    session.startSession({ token: 'token-c', user: user(3, 'Cal') });
    session.updateSessionUser(user(3, 'Callum'));
    storage.full = false;
    expect(session.getSession()).toEqual({ token: 'token-c', user: user(3, 'Callum') });
    expect(storage.getItem('bgc.token')).toBeNull();
  });

  it('does not bring back a session signed out in another tab', () => {
    session.startSession({ token: 'token-b', user: user(2, 'Bea') });
    storage.removeItem('bgc.token');
    storage.removeItem('bgc.user');
    session.updateSessionUser(user(2, 'Bea'));
    expect(storage.getItem('bgc.token')).toBeNull();
    expect(session.getSession()).toBeNull();
  });
});
