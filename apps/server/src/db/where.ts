import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * FOLLOW-*, LIKE-*: the condition for one member's row about one entity in a table keyed by
 * (`userId`, `entityName`, `entityId`), e.g. a member's follow of a course or like of a post.
 */
export function memberOnEntity(
  table: { userId: PgColumn; entityName: PgColumn; entityId: PgColumn },
  userId: number,
  entityName: string,
  entityId: number,
): SQL | undefined {
  return and(
    eq(table.userId, userId),
    eq(table.entityName, entityName),
    eq(table.entityId, entityId),
  );
}
