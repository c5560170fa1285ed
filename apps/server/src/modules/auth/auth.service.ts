import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  MSG,
  SUB_ROLES,
  toBase64Url,
  type AuthAnswer,
  type RegisterRequest,
  type UiLanguage,
  type registerSchema,
} from '@bgc/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, validationError } from '../../lib/errors.js';
import { foldForSearch } from '../../lib/text.js';
import type { Mailer } from '../../lib/mailer.js';
import {
  emailExists,
  findUserByEmail,
  findUserById,
  insertUser,
  replacePasswordHash,
  updateUser,
} from '../members/members.repository.js';
import { presentMe } from '../members/members.presenter.js';
import { courseAdminOf } from '../course-admin/course-admin-links.js';
import { hasAdministrator } from '../course-admin/course-admin.repository.js';
import { findCountryById } from '../geo/geo.repository.js';
import {
  consumeOneTimeToken,
  insertOneTimeToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  voidOneTimeTokens,
} from './sessions.repository.js';
import { passwordChangedMail, resetPasswordMail } from './auth.mails.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { LiveSessions } from '../../lib/live-events.js';

/** argon2id parameters (OWASP minimum: m = 19 MiB, t = 2, p = 1). */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax)
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const RESET_TTL_MS = 60 * 60 * 1000;
const TRANSFER_TTL_MS = 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A hash to verify against when the email is unknown, so timing does not tell (D-10). */
let dummyHash: Promise<string> | null = null;

/**
 * POST /request-reset-password answers no sooner than this (ms) after it
 * started, for known and unknown addresses alike (the mail goes out after the answer).
 */
export const RESET_ANSWER_MS = 250;

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  sessionTtlMs: number;
  /** D-03: e-mails that hold the Administrator sub-role (ADMIN_EMAILS). */
  adminEmails?: readonly string[];
  /** D-03: the first member to register on an install without administrator becomes one. */
  firstMemberAdmin?: boolean;
  /** D-14: per-account failed sign-in limit (none in unit use). */
  signInThrottle?: SignInThrottle;
  /** Where a failed reset mail is reported (it is sent after the answer). */
  log?: { error(obj: unknown, msg: string): void };
  /** ends the live sockets of sessions that end. */
  live?: LiveSessions;
  /** D-14: the configured public origin of every link in mails (never a request header). */
  publicOrigin: string;
}

/**
 * Sign-in, registration, sessions and password flows (AUTH-*, D-01, D-10, OPEN-019/052/074).
 */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** Creates a session and its `<sessionId>.<secret>` token (D-01). */
  private async openSession(
    userId: number,
    userAgent: string | undefined,
    db: Db = this.deps.db,
  ): Promise<string> {
    const sessionId = toBase64Url(randomBytes(16));
    const secret = toBase64Url(randomBytes(32));
    await insertSession(db, {
      id: sessionId,
      userId,
      secret,
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + this.deps.sessionTtlMs),
    });
    return `${sessionId}.${secret}`;
  }

  private async answer(
    userId: number,
    userAgent: string | undefined,
    lang: UiLanguage,
  ): Promise<AuthAnswer> {
    const token = await this.openSession(userId, userAgent);
    const row = await findUserById(this.deps.db, userId);
    return {
      token,
      user: presentMe(row!, lang, await courseAdminOf(this.deps.db, userId, lang)),
    };
  }

  /** T03 / OPEN-085. */
  async checkEmail(email: string): Promise<{ exists: boolean }> {
    return { exists: await emailExists(this.deps.db, email.trim().toLowerCase()) };
  }

  /** T02: creates the member and signs them in (OPEN-021: no e-mail verification in v1). */
  async register(
    input: z.output<typeof registerSchema>,
    userAgent: string | undefined,
    lang: UiLanguage,
  ): Promise<AuthAnswer> {
    if (await emailExists(this.deps.db, input.email)) {
      throw new AppError('email_exists', MSG.emailExists, { email: MSG.emailExists });
    }
    if (input.country && !(await findCountryById(this.deps.db, input.country))) {
      throw validationError('Invalid parameter: country', { country: 'Unknown country' });
    }
    let user;
    try {
      user = await insertUser(this.deps.db, {
        email: input.email,
        passwordHash: await hash(input.password, ARGON2),
        firstName: input.firstName,
        lastName: input.lastName,
        searchName: foldForSearch(`${input.firstName} ${input.lastName}`),
        subRoles: [
          ...new Set([
            ...input.subRoles,
            ...((await this.becomesAdministrator(input.email)) ? [SUB_ROLES.Administrator] : []),
          ]),
        ],
        languages: [...new Set(input.languages)],
        countryId: input.country ?? null,
        state: input.state,
        city: input.city,
        phone: input.phone ?? null,
      });
    } catch (err) {
      // a concurrent registration of the same address: the same answer as the check above
      if (isUniqueViolation(err))
        throw new AppError('email_exists', MSG.emailExists, { email: MSG.emailExists });
      throw err;
    }
    return this.answer(user.id, userAgent, lang);
  }

  /** D-03: listed in ADMIN_EMAILS, or the first member of an install without administrator. */
  private async becomesAdministrator(email: string): Promise<boolean> {
    if (this.deps.adminEmails?.includes(email)) return true;
    return this.deps.firstMemberAdmin === true && !(await hasAdministrator(this.deps.db));
  }

  /** T01: email + password; the same answer for an unknown email and a wrong password. */
  async signIn(
    email: string,
    password: string,
    userAgent: string | undefined,
    lang: UiLanguage,
  ): Promise<AuthAnswer> {
    await this.deps.signInThrottle?.assertOpen(email);
    const user = await findUserByEmail(this.deps.db, email);
    dummyHash ??= hash('not the password', ARGON2);
    const ok = await verify(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) {
      await this.deps.signInThrottle?.failed(email);
      throw new AppError('invalid_credentials');
    }
    await this.deps.signInThrottle?.succeeded(email);
    if (user.suspendedAt) throw new AppError('suspended');
    return this.answer(user.id, userAgent, lang);
  }

  /** Logout revokes the calling session (D-01). */
  async signOut(sessionId: string): Promise<void> {
    await revokeSession(this.deps.db, sessionId);
    this.deps.live?.closeSession(sessionId);
  }

  /**
   * T04: always the same answer (D-10: no enumeration). For a known member, voids older
   * links and mails a new single-use link valid 1 hour; the link is `returnUrl?token=…`
   * when `returnUrl` is on our own origin, else `{origin}/reset-password?token=…`.
   */
  async requestReset(
    email: string,
    returnUrl: string | null | undefined,
    lang: UiLanguage,
  ): Promise<{ message: string }> {
    const started = Date.now();
    const origin = this.deps.publicOrigin;
    const user = await findUserByEmail(this.deps.db, email);
    if (user && !user.suspendedAt) {
      const token = toBase64Url(randomBytes(32));
      await voidOneTimeTokens(this.deps.db, user.id, 'reset_password');
      await insertOneTimeToken(this.deps.db, {
        userId: user.id,
        purpose: 'reset_password',
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_TTL_MS),
      });
      let base = `${origin}/reset-password`;
      if (returnUrl) {
        try {
          const url = new URL(returnUrl, origin);
          if (url.origin === origin) base = `${url.origin}${url.pathname}`;
        } catch {
          // not a URL: keep the default page
        }
      }
      // sent after the answer: a slow mail server must not tell known addresses apart
      this.deps.mailer
        .send(resetPasswordMail(user.email, user.firstName, `${base}?token=${token}`, lang))
        .catch((err: unknown) => this.deps.log?.error({ err }, 'reset mail failed'));
    }
    // known and unknown addresses answer after the same time
    const wait = RESET_ANSWER_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { message: MSG.resetSuccess };
  }

  /**
   * T05: sets a new password with a valid single-use link and signs out every session (their
   * live sockets too, on every instance); the member gets the password-changed mail in `lang`.
   */
  async resetPassword(
    token: string,
    password: string,
    lang: UiLanguage,
  ): Promise<{ message: string }> {
    const userId = await consumeOneTimeToken(this.deps.db, sha256(token), 'reset_password');
    if (userId === null) throw new AppError('invalid_token');
    await updateUser(this.deps.db, userId, { passwordHash: await hash(password, ARGON2) });
    await revokeUserSessions(this.deps.db, userId);
    this.sessionsRotated(userId, lang);
    return { message: MSG.changePasswordSuccess };
  }

  /** T08 / D-01: checks the current password, revokes the other sessions, answers a fresh token. */
  async changePassword(
    actor: { userId: number; sessionId: string },
    currentPassword: string,
    newPassword: string,
    userAgent: string | undefined,
    lang: UiLanguage,
  ): Promise<{ newPassword: true; token: string }> {
    const row = await findUserById(this.deps.db, actor.userId);
    if (!row) throw new AppError('session_invalid');
    const passwordHash = await this.newPasswordHash(
      row.user.passwordHash,
      currentPassword,
      newPassword,
    );
    const token = await this.deps.db.transaction(async (tx) => {
      // another change since the check (two at once): the given password is no longer current
      if (!(await replacePasswordHash(tx, actor.userId, row.user.passwordHash, passwordHash)))
        throw validationError(MSG.currentPasswordWrong, {
          currentPassword: MSG.currentPasswordWrong,
        });
      return this.rotateSessions(tx, actor.userId, userAgent);
    });
    this.sessionsRotated(actor.userId, lang);
    return { newPassword: true, token };
  }

  /**
   * T07/T08 (OPEN-074): checks `currentPassword` against the stored argon2id hash and answers
   * the hash of `newPassword`; writes nothing. Throws 400 validation_error with the spec text
   * 'Current password is incorrect' on the `currentPassword` field.
   */
  async newPasswordHash(
    storedHash: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    if (!(await verify(storedHash, currentPassword))) {
      throw validationError(MSG.currentPasswordWrong, {
        currentPassword: MSG.currentPasswordWrong,
      });
    }
    return hash(newPassword, ARGON2);
  }

  /**
   * D-01: after a password change, within the caller's transaction `db`: revokes every session
   * of the member and opens a new one, answering its token. Call `sessionsRotated` after commit.
   */
  async rotateSessions(db: Db, userId: number, userAgent: string | undefined): Promise<string> {
    await revokeUserSessions(db, userId);
    return this.openSession(userId, userAgent, db);
  }

  /**
   * After a password change has committed: ends the live sockets of the member's revoked
   * sessions on every instance and mails them that the password changed, in `lang` (decision
   * 029; the mail goes out after the answer, a failure is logged).
   */
  sessionsRotated(userId: number, lang: UiLanguage): void {
    this.deps.live?.closeUser(userId);
    void (async () => {
      const row = await findUserById(this.deps.db, userId);
      if (row)
        await this.deps.mailer.send(passwordChangedMail(row.user.email, row.user.firstName, lang));
    })().catch((err: unknown) => this.deps.log?.error({ err }, 'password changed mail failed'));
  }

  /** D-01: a one-time code (60 s) to carry the login to another country edition. */
  async issueTransferCode(userId: number): Promise<{ code: string; expiresIn: number }> {
    const code = toBase64Url(randomBytes(24));
    await insertOneTimeToken(this.deps.db, {
      userId,
      purpose: 'login_transfer',
      tokenHash: sha256(code),
      expiresAt: new Date(Date.now() + TRANSFER_TTL_MS),
    });
    return { code, expiresIn: TRANSFER_TTL_MS };
  }

  /** D-01: exchanges a transfer code for a new session when it belongs to `email`. */
  async tokenLogin(
    email: string,
    code: string,
    userAgent: string | undefined,
    lang: UiLanguage,
  ): Promise<AuthAnswer> {
    const userId = await consumeOneTimeToken(this.deps.db, sha256(code), 'login_transfer');
    const row = userId === null ? null : await findUserById(this.deps.db, userId);
    if (!row || row.user.email !== email) throw new AppError('invalid_code');
    // a code issued before a suspension opens no session
    if (row.user.suspendedAt) throw new AppError('suspended');
    return this.answer(row.user.id, userAgent, lang);
  }
}

export type { RegisterRequest };
