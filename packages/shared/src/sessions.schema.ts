import { z } from 'zod';

/**
 * Decision 029: one of the member's active sessions (GET /me/sessions). `browser` and `os` are
 * read from the user agent recorded at sign-in (null when it said nothing usable), `device` is
 * its kind; times are ISO 8601; `current` marks the session of the calling device.
 */
export const sessionEntrySchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;

/** The active sessions, most recently used first. */
export const sessionListSchema = z.array(sessionEntrySchema);

/** DELETE /me/sessions/:id: a session id as the list gives it (D-01: 22 base64url chars). */
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
