import Bowser from 'bowser';
import type { SessionEntry } from '@bgc/shared';
import type { SessionRecord } from './sessions.repository.js';

/**
 * "Name version" of a parsed part ('Firefox 128', 'Windows 10', 'iOS 17'): the release name
 * when bowser knows one, else the major version; null when the user agent did not say.
 */
function label(part: { name?: string; version?: string; versionName?: string }): string | null {
  if (!part.name) return null;
  const version = part.versionName ?? part.version?.split('.')[0];
  return version ? `${part.name} ${version}` : part.name;
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
