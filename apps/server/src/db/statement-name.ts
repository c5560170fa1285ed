import { createHash } from 'node:crypto';

/**
 * Decisions 062 and 084: the name of a prepared statement, `label` and a 16-hex digest of its
 * SQL `text`, so two texts never share a name (PostgreSQL keeps names up to 63 bytes).
 */
export function statementName(label: string, text: string): string {
  return `${label}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}
