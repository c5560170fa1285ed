import { describe, expect, it } from 'vitest';
import { MSG } from '@bgc/shared';
import {
  accountStepSchema,
  forgotFormSchema,
  infoStepSchema,
  loginFormSchema,
  resetFormSchema,
} from './auth-schemas.js';

/** First message per field, as react-hook-form shows it. */
function firstErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('login form (AUTH-001, AUTH-007, AUTH-008)', () => {
  it('requires both fields and a valid email', () => {
    expect(firstErrors(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: MSG.required,
      password: MSG.required,
    });
    expect(firstErrors(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: MSG.invalidEmail,
    });
  });
  it('lower-cases and trims the email', () => {
    expect(loginFormSchema.parse({ email: ' Ann@Example.COM ', password: 'x' }).email).toBe(
      'ann@example.com',
    );
    expect(forgotFormSchema.parse({ email: 'A@B.CO' }).email).toBe('a@b.co');
  });
});

describe('registration step 1 (AUTH-021..025)', () => {
  it('uses the registration messages', () => {
    expect(
      firstErrors(
        accountStepSchema.safeParse({ email: '', password: '', confirm: '', terms: false }),
      ),
    ).toEqual({
      email: MSG.emailRequired,
      password: MSG.required,
      confirm: MSG.confirmRequired,
      terms: MSG.required,
    });
    expect(
      firstErrors(
        accountStepSchema.safeParse({ email: 'a@b', password: '12345', confirm: '1', terms: true }),
      ),
    ).toEqual({
      email: MSG.emailInvalid,
      password: MSG.passwordMin,
      confirm: MSG.confirmMismatch,
    });
  });
  it('accepts a complete step', () => {
    const ok = accountStepSchema.parse({
      email: 'New@Member.io',
      password: '123456',
      confirm: '123456',
      terms: true,
    });
    expect(ok.email).toBe('new@member.io');
  });
});

describe('registration step 2 (AUTH-027..030)', () => {
  const base = {
    subRoles: [],
    firstName: 'Ann',
    lastName: 'Lee',
    languages: [30],
    country: null,
    state: null,
    city: null,
    phone: '',
  };
  it('requires names and 1..3 languages', () => {
    expect(
      firstErrors(
        infoStepSchema.safeParse({
          ...base,
          firstName: '',
          lastName: 'x'.repeat(16),
          languages: [],
        }),
      ),
    ).toEqual({
      firstName: MSG.required,
      lastName: MSG.nameMax,
      languages: MSG.required,
    });
    expect(firstErrors(infoStepSchema.safeParse({ ...base, languages: [1, 2, 3, 4] }))).toEqual({
      languages: MSG.languagesMax,
    });
  });
  it('takes an empty phone as none and checks a given one', () => {
    expect(infoStepSchema.parse(base).phone).toBeNull();
    expect(infoStepSchema.parse({ ...base, phone: '+33612345678' }).phone).toBe('+33612345678');
    expect(infoStepSchema.safeParse({ ...base, phone: '+12' }).success).toBe(false);
  });
});

describe('reset form (AUTH-014, AUTH-015)', () => {
  it('requires a matching confirmation', () => {
    expect(firstErrors(resetFormSchema.safeParse({ password: 'abcdef', confirm: '' }))).toEqual({
      confirm: MSG.confirmRequired,
    });
    expect(
      firstErrors(resetFormSchema.safeParse({ password: 'abcdef', confirm: 'abcdeg' })),
    ).toEqual({ confirm: MSG.confirmMismatch });
    expect(resetFormSchema.safeParse({ password: 'abcdef', confirm: 'abcdef' }).success).toBe(true);
  });
});
