import * as pg from './pg.js';
import { users } from './members.js';

/**
 * SVC-023, SVC-030, D-11: requests sent from the pack-contact dialog and the
 * partnership page, kept for the sales team with a status an administrator moves from `new`
 * to `answered`. `fields` holds the form exactly as validated (payload of 002 §7).
 */
export const contactRequests = pg.pgTable(
  'contact_requests',
  {
    id: pg.id(),
    kind: pg.text({ enum: ['pack', 'partner'] }).notNull(),
    status: pg
      .text({ enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    /** The sender's address (both forms), also in `fields`. */
    email: pg.text().notNull(),
    /** The sender's name as written (fullname, or firstName + lastName). */
    name: pg.text().notNull(),
    fields: pg.jsonb().$type<Record<string, string>>().notNull(),
    /** UI language of the sender (the confirmation mail is written in it). */
    language: pg.text().notNull(),
    createdAt: pg.timestampNow(),
    answeredAt: pg.timestamptz(),
  },
  // admin list: newest first, filtered by status
  (t) => [pg.index('contact_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * D-11: ALTCHA challenges already used, so a solved challenge is accepted once. Rows are
 * purged once the challenge has expired (it would be refused anyway).
 */
export const captchaUses = pg.pgTable('captcha_uses', {
  challengeId: pg.text().primaryKey(),
  expiresAt: pg.timestamptz().notNull(),
});

/**
 * LEGAL-005, terms 'right to delete an account': accounts whose owner asked for
 * deletion. The member is hidden, signed out and their address freed at once; the background
 * job erases the member row (and so, by cascade, their content) once `purgeAfter` has passed.
 */
export const accountDeletions = pg.pgTable('account_deletions', {
  userId: pg.cascadeKey(() => users.id),
  requestedAt: pg.timestampNow(),
  purgeAfter: pg.timestamptz().notNull(),
});
