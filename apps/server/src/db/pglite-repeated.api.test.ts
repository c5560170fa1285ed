import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementQuery } from './pglite-named.js';

/**
 * Decision 084: PGlite names a text that reads or writes rows once it comes back, within a
 * bound, closing the least recently run; utility statements and first sightings run unnamed.
 * A fresh in-memory PGlite per file, wrapped with small bounds so that closing is reached.
 */
let client: PGlite;
let raw: PGlite['query'];
let query: PGlite['query'];
const APP_TEXT = 'SELECT $1::int * 2 AS doubled';

beforeAll(async () => {
  client = await PGlite.create();
  raw = client.query.bind(client);
  query = namedStatementQuery(client, raw, (text) => (text === APP_TEXT ? 'app_double' : null), {
    max: 2,
    seen: 10,
  });
  await raw('CREATE TABLE holes (id int PRIMARY KEY, par int NOT NULL)');
  await raw('INSERT INTO holes SELECT i, 3 + i % 3 FROM generate_series(1, 18) AS i');
});

afterAll(async () => {
  await client.close();
});

/** The session's named statements, read past the wrapper so the reading is never one of them. */
async function namedStatements(): Promise<string[]> {
  const { rows } = await raw<{ name: string }>(
    'SELECT name FROM pg_prepared_statements ORDER BY name',
  );
  return rows.map((r) => r.name);
}

const parOf = 'SELECT par FROM holes WHERE id = $1';

describe('texts PGlite names once they come back (decision 084)', () => {
  it('run a text unnamed when first seen and as a named statement when it returns', async () => {
    const first = await query<{ par: number }>(parOf, [1]);
    expect(await namedStatements()).toEqual([]);
    const second = await query<{ par: number }>(parOf, [2]);
    const third = await query<{ par: number }>(parOf, [3]);
    expect([first.rows, second.rows, third.rows]).toEqual([
      [{ par: 4 }],
      [{ par: 5 }],
      [{ par: 3 }],
    ]);
    expect(await namedStatements()).toEqual([expect.stringMatching(/^repeated_[0-9a-f]{16}$/)]);
  });

  it('never name a utility statement, however often it runs', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await query<{ search_path: string }>('SHOW search_path');
      expect(rows[0]?.search_path).toContain('public');
    }
    expect(await namedStatements()).toHaveLength(1);
  });

  it('keep at most the bound, closing the least recently run, which still answers when it returns', async () => {
    const texts = [
      'SELECT count(*)::int AS n FROM holes WHERE par = $1',
      'SELECT max(id) AS last FROM holes WHERE par = $1',
    ];
    for (const text of texts) for (const par of [3, 4]) await query(text, [par]);
    // three repeated texts for a bound of two: the first one was closed
    await query(texts[1]!, [5]);
    const names = await namedStatements();
    expect(names).toHaveLength(2);
    const again = await query<{ par: number }>(parOf, [6]);
    expect(again.rows).toEqual([{ par: 3 }]);
  });

  it('keep the statements the app names out of the bound', async () => {
    for (const n of [1, 2, 3])
      expect((await query(APP_TEXT, [n])).rows).toEqual([{ doubled: 2 * n }]);
    const { rows } = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM holes WHERE par >= $1',
      [3],
    );
    await query('SELECT count(*)::int AS n FROM holes WHERE par >= $1', [4]);
    expect(rows).toEqual([{ n: 18 }]);
    await query(APP_TEXT, [4]);
    const names = await namedStatements();
    expect(names).toContain('app_double');
    expect(names.filter((n) => n.startsWith('repeated_'))).toHaveLength(2);
  });

  it('report an error of a named text and run the next statement', async () => {
    const divide = 'SELECT 1 / $1::int AS x';
    expect((await query(divide, [1])).rows).toEqual([{ x: 1 }]);
    const failed = await query(divide, [0]).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: '22012' });
    expect((await query(divide, [1])).rows).toEqual([{ x: 1 }]);
    expect((await query(parOf, [7])).rows).toEqual([{ par: 4 }]);
  });

  it('refuse like PGlite once the database is closed (the readiness check reads the message)', async () => {
    const own = await PGlite.create();
    const ownQuery = namedStatementQuery(own, own.query.bind(own), () => 'always_named');
    expect((await ownQuery<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await own.close();
    await expect(ownQuery('SELECT 1 AS one')).rejects.toThrow('PGlite is closed');
  });

  it('write rows through a named text, and leave a transaction its own statements', async () => {
    const insert = 'INSERT INTO holes (id, par) VALUES ($1, $2) RETURNING id';
    await query(insert, [19, 4]);
    await query(insert, [20, 5]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [21, 3]);
    });
    const { rows } = await raw<{ n: number }>('SELECT count(*)::int AS n FROM holes');
    expect(rows).toEqual([{ n: 21 }]);
  });
});
