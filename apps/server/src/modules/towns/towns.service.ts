import type { Town, TownsQuery } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { foldForTokens } from '../../lib/text.js';
import { findTowns } from './towns.repository.js';

/**
 * Decision 034: the town search of the course table (the city pickers of registration and the
 * player finder). The typed text is folded like the stored town ('Saint-' = 'St ', accents
 * and case ignored) and matched as a prefix.
 */
export class TownService {
  constructor(private readonly db: Db) {}

  /** Towns starting with `query.q`, most courses first, `query.limit` at most. */
  async search(query: TownsQuery): Promise<{ list: Town[] }> {
    const prefix = foldForTokens(query.q);
    if (prefix === '') return { list: [] };
    const rows = await findTowns(this.db, prefix, query.country, query.limit);
    return {
      list: rows.map((r) => ({
        name: r.name,
        state: r.state,
        countryCode: r.country_code,
        courseCount: Number(r.n),
      })),
    };
  }
}
