import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { statementName } from './statement-name.js';

type Query = PGlite['query'];

/** A named statement this PGlite session has parsed: its name and its parameters' types. */
interface Parsed {
  name: string;
  paramTypes: number[];
}

/** Where the parsed statements of one kind are kept, by text (a Map or an LRU cache). */
interface ParsedStore {
  get(text: string): Parsed | undefined;
  set(text: string, statement: Parsed): unknown;
}

/** A text's statement name and the store its parsed statement is kept in. */
interface Named {
  name: string;
  store: ParsedStore;
}

/**
 * Decision 084: the texts PGlite names by itself, besides those the app names: a statement
 * that reads or writes rows (`SELECT`, `WITH`, `INSERT`, `UPDATE`, `DELETE`), seen twice
 * among the last `seen` texts; at most `max` of them are kept, the least recently run closed.
 */
export interface RepeatedTexts {
  max: number;
  seen: number;
}

/** Decision 084: the bounds of the texts PGlite names by itself (500 named, 2,000 watched). */
export const REPEATED_TEXTS: RepeatedTexts = { max: 500, seen: 2_000 };

/** Texts that may be named: one statement that reads or writes rows (utility statements run as they are). */
const ROW_STATEMENT = /^\s*\(?\s*(select|with|insert|update|delete)\b/i;

/**
 * Decision 083: PGlite's `query` for the app's prepared statements (`queryPrepared` and the
 * builder statements of `prepareNamed`, decisions 062 and 070) as named statements of its one
 * session, as PostgreSQL's pool connections run them. PGlite's own `query` parses and plans
 * every text anew (the course page's statement: about 5 ms of planning for 2 ms of work);
 * a named statement is parsed once, and PostgreSQL's default plan choice (`plan_cache_mode`
 * auto: custom plans for the first five runs, then the generic plan when it is not costlier)
 * stops planning it again. No session setting changes, so a statement whose generic plan
 * would cost more keeps being planned for its values.
 *
 * `nameOf(text)` says whether a text is one the app names (its name, as PostgreSQL gets it).
 * Decision 084: any other text that reads or writes rows is named too once it comes back
 * (`repeated`), within a bound: texts with lists of varying length (`IN (…)`) cannot grow the
 * session without limit, and a text closed to make room is parsed again when it returns.
 * A text seen once runs through the `unnamed` query. The steps are PGlite's own `query` with
 * a name: parse and describe once per text, then bind, describe the portal, execute and sync,
 * under the same two locks (no other query or transaction in between), with PGlite's
 * serializers and parsers, its protocol messages (`protocol.serialize`) and its result reader
 * (`parse.parseResults`). Errors are PGlite's `DatabaseError`s, as from `query`.
 */
export function namedStatementQuery(
  client: PGlite,
  unnamed: Query,
  nameOf: (text: string) => string | null,
  repeated: RepeatedTexts = REPEATED_TEXTS,
): Query {
  const parsed = new Map<string, Parsed>();
  /** Names of the statements closed to make room, closed before the next named statement. */
  const toClose: string[] = [];
  const repeatedParsed = new LRUCache<string, Parsed>({
    max: repeated.max,
    dispose: (statement) => void toClose.push(statement.name),
  });
  const seen = new LRUCache<string, true>({ max: repeated.seen });
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  /** The name of `text`, or null to run it unnamed (decisions 083 and 084). */
  const nameFor = (text: string): Named | null => {
    const name = nameOf(text);
    if (name !== null) return { name, store: parsed };
    const known = repeatedParsed.get(text);
    if (known) return { name: known.name, store: repeatedParsed };
    if (!ROW_STATEMENT.test(text)) return null;
    if (!seen.has(text)) {
      seen.set(text, true);
      return null;
    }
    return { name: statementName('repeated', text), store: repeatedParsed };
  };

  const runNamed = async (
    { name, store }: Named,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ) => {
    const messages: Awaited<ReturnType<typeof send>> = [];
    try {
      for (const closed of toClose.splice(0))
        await send(protocol.serialize.close({ type: 'S', name: closed }));
      let statement = store.get(text);
      if (!statement) {
        await send(protocol.serialize.parse({ name, text }));
        let described: Awaited<ReturnType<typeof send>>;
        try {
          described = await send(protocol.serialize.describe({ type: 'S', name }));
        } catch (err) {
          // parsed but not known: closed before the next named statement, so its name is free
          toClose.push(name);
          throw err;
        }
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
        store.set(text, statement);
      }
      const { paramTypes } = statement;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        // as PGlite's `query`: a value of a type without a serializer is sent as its text
        return serializer ? serializer(value) : (value as { toString(): string }).toString();
      });
      messages.push(
        ...(await send(protocol.serialize.bind({ statement: statement.name, values }))),
        ...(await send(protocol.serialize.describe({ type: 'P' }))),
        ...(await send(protocol.serialize.execute({}))),
      );
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<never>;
  };

  return (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const named = nameFor(text);
    if (named === null) return unnamed<T>(text, params, options);
    // as PGlite's `query`: 'PGlite is closed' once closed (the readiness check knows it)
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runNamed(named, text, params, options)),
    );
  }) as Query;
}
