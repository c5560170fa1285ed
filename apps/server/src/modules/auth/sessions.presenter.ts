import Bowser from 'bowser';
import type { SessionEntry } from '@bgc/shared';
import type { SessionRecord } from './sessions.repository.js';

/** "Name major-version" of a parsed part, or null when the user agent did not say. */
function label(part: { name?: string; version?: string }): string | null {
  if (!part.name) return null;
  const major = part.version?.split('.')[0];
  return major ? `${part.name} ${major}` : part.name;
}

/**
 * Decision 029: a session as the member's session list shows it: browser, system and kind of
 * device read (bowser) from the user agent recorded at sign-in, its times, and whether it is
 * the calling session.
 */
export function presentSession(row: SessionRecord, currentId: string): SessionEntry {
  let browser: string | null = null;
  let os: string | null = null;
  let device: SessionEntry['device'] = 'other';
  if (row.userAgent) {
    const parsed = Bowser.getParser(row.userAgent);
    browser = label(parsed.getBrowser());
    os = label(parsed.getOS());
    const type = parsed.getPlatformType(true);
    if (type === 'desktop' || type === 'mobile' || type === 'tablet') device = type;
  }
  return {
    id: row.id,
    browser,
    os,
    device,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentId,
  };
}
