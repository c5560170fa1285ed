import { foldForTokens } from '../lib/text.js';
import { websiteHost } from './derive-clubs.js';

/** What the decision 034 check reads of a course row. */
export interface FactCheckRow {
  sourceId: string;
  name: string;
  city: string | null;
  website: string | null;
}

/** A suspicious fact of a row: which field, why. */
export interface SuspiciousFact {
  sourceId: string;
  field: 'city' | 'website';
  reason: 'city_is_course_name' | 'website_is_town_site' | 'website_is_news_site';
}

const NEWS_HOST = /(news|chronicle|gazette|herald|tribune|times|journal|courier|post)\b/;

/**
 * Decision 034: flags the shapes of wrong facts seen in the data, for the audited corrections
 * of decision 009 to fix:
 * - `city_is_course_name`: the town is the course's own name ('Muirfield' in 'Muirfield');
 * - `website_is_town_site`: the website's host is the town's name ('augusta.com' for a course
 *   in Augusta: a town portal or newspaper, not the club's site);
 * - `website_is_news_site`: the host reads as a newspaper's ('…chronicle…', '…news…').
 */
export function suspiciousFacts(rows: readonly FactCheckRow[]): SuspiciousFact[] {
  const found: SuspiciousFact[] = [];
  for (const r of rows) {
    const name = foldForTokens(r.name);
    const city = r.city ? foldForTokens(r.city) : '';
    if (city !== '' && city === name)
      found.push({ sourceId: r.sourceId, field: 'city', reason: 'city_is_course_name' });
    const host = websiteHost(r.website);
    if (!host) continue;
    const label = host.split('.')[0] ?? '';
    if (city !== '' && label === city.replace(/ /g, ''))
      found.push({ sourceId: r.sourceId, field: 'website', reason: 'website_is_town_site' });
    else if (NEWS_HOST.test(host.replace(/\./g, ' ')) && !name.includes('news'))
      found.push({ sourceId: r.sourceId, field: 'website', reason: 'website_is_news_site' });
  }
  return found;
}
