import type { MeUser, UiLanguage } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { localize } from '../../lib/language.js';
import { findCourseAdminLinks } from './course-admin.repository.js';

/** DATA-001 / C-11: the member's courseAdmin[] list for /me (pending and accepted claims). */
export async function courseAdminOf(
  db: Db,
  userId: number,
  lang: UiLanguage,
): Promise<MeUser['courseAdmin']> {
  const rows = await findCourseAdminLinks(db, userId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    country: { slug: r.countrySlug, name: localize(r.countryNames, lang) },
    status: r.status,
  }));
}
