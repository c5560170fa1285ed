import { describe, expect, it } from 'vitest';
import { MSG } from '@bgc/shared';
import {
  errorText,
  fieldErrors,
  isApiError,
  maskPassword,
  messageText,
  msgKeyOf,
  safeRedirect,
} from './auth-helpers.js';

/** An error of the API client's ApiError shape (not imported: it loads i18n and `window`). */
const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  Object.assign(new Error(message), { name: 'ApiError', status, code, fields });

const t = (key: string) => `T(${key})`;

describe('safeRedirect (ROUTE-003, AUTH-005)', () => {
  it('follows a same-site path with its query and hash', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/top-golf-courses-france.html?x=1#a')).toBe(
      '/top-golf-courses-france.html?x=1#a',
    );
  });
  it('goes home without a redirect', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });
  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'profile',
    'javascript:alert(1)',
    '/a\nb',
  ])('refuses %j', (raw) => expect(safeRedirect(raw)).toBe('/'));
  it('never goes back to a logged-out-only page', () => {
    expect(safeRedirect('/login.html?redirect=%2Fprofile')).toBe('/');
    expect(safeRedirect('/register.html')).toBe('/');
    expect(safeRedirect('/reset-password?token=abc')).toBe('/');
  });
});

describe('maskPassword (AUTH-032)', () => {
  it('hides the password and its length', () => {
    expect(maskPassword('secret')).toBe('••••••••');
    expect(maskPassword('a much longer password')).toBe('••••••••');
    expect(maskPassword('')).toBe('');
  });
});

describe('messages', () => {
  it('finds the MSG key of a spec text', () => {
    expect(msgKeyOf(MSG.confirmMismatch)).toBe('confirmMismatch');
    expect(msgKeyOf('Something else')).toBeNull();
    expect(msgKeyOf(undefined)).toBeNull();
  });
  it('translates spec texts and keeps other texts', () => {
    expect(messageText(t, MSG.required)).toBe('T(msg.required)');
    expect(messageText(t, 'From the server')).toBe('From the server');
    expect(messageText(t, undefined)).toBe('');
  });
});

describe('errorText (ERR-004, ERR-005)', () => {
  it('translates known codes', () => {
    expect(errorText(t, apiError(401, 'invalid_credentials', MSG.invalidCredentials))).toBe(
      'T(errors.invalid_credentials)',
    );
    expect(errorText(t, apiError(500, 'boom', 'Server error'))).toBe('T(errors.server_error)');
  });
  it('shows another server message, translated when it is a spec text', () => {
    expect(errorText(t, apiError(400, 'other', 'Plain words'))).toBe('Plain words');
    expect(errorText(t, apiError(409, 'conflict', MSG.emailExists))).toBe('T(msg.emailExists)');
  });
  it('reports a network failure', () => {
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe('T(errors.network)');
  });
  it('lists field errors of an API error only', () => {
    const error = apiError(409, 'email_exists', MSG.emailExists, {
      email: MSG.emailExists,
    });
    expect(isApiError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual([['email', MSG.emailExists]]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });
});
