/**
 * The Drizzle pg-core builders the schema files use, as one namespace (`import * as pg from
 * './pg.js'`, Drizzle's documented `import * as t` form), plus the column shapes several tables
 * repeat. Not exported by `index.ts`: it declares no table.
 */
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export * from 'drizzle-orm/pg-core';

/** `id serial PRIMARY KEY`, the key of most tables. */
export const id = () => serial().primaryKey();

/** `timestamp with time zone`, nullable (a moment that may not have happened yet). */
export const timestamptz = () => timestamp({ withTimezone: true });

/** `timestamp with time zone NOT NULL DEFAULT now()`: when the row was created or last changed. */
export const timestampNow = () => timestamptz().notNull().defaultNow();

/**
 * `integer NOT NULL REFERENCES <target> ON DELETE CASCADE`: a row that goes with the row it
 * points at. `target` is a thunk (`() => users.id`) so tables may point at each other.
 */
export const cascadeRef = (target: () => AnyPgColumn) =>
  integer().notNull().references(target, { onDelete: 'cascade' });

/**
 * `integer PRIMARY KEY REFERENCES <target> ON DELETE CASCADE`: the key of a one-to-one side
 * table (one row at most per member, post or course).
 */
export const cascadeKey = (target: () => AnyPgColumn) =>
  integer().primaryKey().references(target, { onDelete: 'cascade' });
