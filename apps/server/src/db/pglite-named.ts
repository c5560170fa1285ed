import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type Query = PGlite['query'];

/** A named statement this PGlite session has parsed: its name and its parameters' types. */
interface Parsed {
  name: string;
  paramTypes: number[];
}

/**
 * Decision 083: PGlite's `query` for the app's prepared statements (`queryPrepared` and the
 * builder statements of `prepareNamed`, decisions 062 and 070) as named statements of its one
 * session, as PostgreSQL's pool connections run them. PGlite's own `query` parses and plans
 * every text anew (the course page's statement: about 5 ms of planning for 2 ms of work);
 * a named statement is parsed once, and PostgreSQL's default plan choice (`plan_cache_mode`
 * auto: custom plans for the first five runs, then the generic plan when it is not costlier)
 * stops planning it again. No session setting changes, so every other statement is planned for
 * its values as before.
 *
 * `nameOf(text)` says whether a text is one of those statements (its name, as PostgreSQL gets
 * it) or not (null: the `unnamed` query runs it). The steps are PGlite's own `query` with a name: parse and describe
 * once per text, then bind, describe the portal, execute and sync, under the same two locks
 * (no other query or transaction in between), with PGlite's serializers and parsers, its
 * protocol messages (`protocol.serialize`) and its result reader (`parse.parseResults`).
 * Errors are PGlite's `DatabaseError`s, as from `query`.
 */
export function namedStatementQuery(
  client: PGlite,
  unnamed: Query,
  nameOf: (text: string) => string | null,
): Query {
  const parsed = new Map<string, Parsed>();
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  const runNamed = async (
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ) => {
    const messages: Awaited<ReturnType<typeof send>> = [];
    try {
      let statement = parsed.get(text);
      if (!statement) {
        await send(protocol.serialize.parse({ name, text }));
        const described = await send(protocol.serialize.describe({ type: 'S', name }));
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
        parsed.set(text, statement);
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

  return (<T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = nameOf(text);
    if (name === null) return unnamed<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runNamed(name, text, params, options)),
    );
  }) as Query;
}
