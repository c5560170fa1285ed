import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './members.js';

/**
 * Issue 15 (SVC-023, SVC-030, D-11): requests sent from the pack-contact dialog and the
 * partnership page, kept for the sales team with a status an administrator moves from `new`
 * to `answered`. `fields` holds the form exactly as validated (payload of 002 §7).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial().primaryKey(),
    kind: text({ enum: ['pack', 'partner'] }).notNull(),
    status: text({ enum: ['new', 'answered'] })
      .notNull()
      .default('new'),
    /** The sender's address (both forms), also in `fields`. */
    email: text().notNull(),
    /** The sender's name as written (fullname, or firstName + lastName). */
    name: text().notNull(),
    fields: jsonb().$type<Record<string, string>>().notNull(),
    /** UI language of the sender (the confirmation mail is written in it). */
    language: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  // admin list: newest first, filtered by status
  (t) => [index('contact_requests_status_idx').on(t.status, t.createdAt)],
);

/**
 * D-11: ALTCHA challenges already used, so a solved challenge is accepted once. Rows are
 * purged once the challenge has expired (it would be refused anyway).
 */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Issue 15 (LEGAL-005, terms 'right to delete an account'): accounts whose owner asked for
 * deletion. The member is hidden, signed out and their address freed at once; the background
 * job erases the member row (and so, by cascade, their content) once `purgeAfter` has passed.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  purgeAfter: timestamp({ withTimezone: true }).notNull(),
});
