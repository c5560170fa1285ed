import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, foldForTokens } from './text.js';
import { FUZZY_MIN_LENGTH } from './search-relevance.js';

/** Decision 034: a search reads at most this many typed words (the rest is noise). */
export const SEARCH_MAX_TOKENS = 8;
/** Decision 034: from this length a token is found anywhere in a word (trigram index). */
export const TOKEN_INFIX_MIN_LENGTH = 3;

/** The search words of a typed text, folded like the stored ones, at most `SEARCH_MAX_TOKENS`. */
export function searchTokens(text: string): string[] {
  return [...new Set(foldForTokens(text).split(' ').filter(Boolean))].slice(0, SEARCH_MAX_TOKENS);
}

/**
 * Decision 034 / SRCH-001: every token must match the stored search words (`words`: names,
 * club, aliases, town), in any order. A token of 3+ characters matches inside a word (`LIKE
 * '%tok%'`, trigram GIN index) or, from `FUZZY_MIN_LENGTH`, is word-similar to one (`tok <%
 * words`, pg_trgm's word_similarity ≥ 0.6, same index); a shorter one must start a word.
 * When every token is short, the first must also start the display name (`name LIKE 'tok%'`,
 * the btree text_pattern_ops index), so no query scans the table.
 * `tier` orders by match quality on the display name (`name`): 0 the whole name, 1 its start,
 * 2 every token starts a word of it, 3 every token is inside it, 4 found through the club's
 * aliases, the source name, the town or a typo. Several tokens also match when the whole
 * text is word-similar to the stored words (a typo in a short word). Callers add their
 * notability tie-break.
 * Returns null when the text has no token.
 */
export function tokenSearch(
  words: SQL,
  name: SQL,
  text: string,
): { match: SQL; tier: SQL; tokens: string[] } | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const perToken = tokens.map((t) => {
    const like = escapeLike(t);
    const wordStart = sql`(' ' || ${words}) LIKE ${`% ${like}%`}`;
    if (t.length < TOKEN_INFIX_MIN_LENGTH) return wordStart;
    if (t.length < FUZZY_MIN_LENGTH) return sql`${words} LIKE ${`%${like}%`}`;
    return sql`(${words} LIKE ${`%${like}%`} OR ${t} <% ${words})`;
  });
  if (tokens.every((t) => t.length < TOKEN_INFIX_MIN_LENGTH))
    perToken.push(sql`${name} LIKE ${`${escapeLike(tokens[0]!)}%`}`);
  const whole = tokens.join(' ');
  const all = (f: (t: string) => SQL) => sql.join(tokens.map(f), sql` AND `);
  const tier = sql`CASE WHEN ${name} = ${whole} THEN 0
    WHEN ${name} LIKE ${`${escapeLike(whole)}%`} THEN 1
    WHEN ${all((t) => sql`(' ' || ${name}) LIKE ${`% ${escapeLike(t)}%`}`)} THEN 2
    WHEN ${all((t) => sql`${name} LIKE ${`%${escapeLike(t)}%`}`)} THEN 3 ELSE 4 END`;
  const strict = sql`(${sql.join(perToken, sql` AND `)})`;
  // a typo inside a short word ('beech' for 'beach') is below the per-word similarity; the
  // whole text, word-similar to the stored words, still finds the course (same trigram index)
  const match =
    tokens.length > 1 && whole.length >= FUZZY_MIN_LENGTH
      ? sql`(${strict} OR ${whole} <% ${words})`
      : strict;
  return { match, tier, tokens };
}
