/**
 * PGlite with prepared statements (decision 013). PGlite's own `query()` parses and plans every
 * statement anew and makes six calls into the WASM engine per query; planning alone reads the size of
 * every table and index involved from the file system. This `query()` prepares each distinct SQL text
 * once under a name and then runs it with one call (bind, describe, execute, sync): a typical read
 * costs about a fifth. Transactions, LISTEN and everything else go to PGlite unchanged.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

// Named statements live as long as the database session; past this many distinct texts (queries
// built with a varying number of parameters) new ones are parsed unnamed each time instead.
const MAX_NAMED_STATEMENTS = 2000;

type TPreparedStatement = { name: string; paramTypes: number[] };

function concatMessages(messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

/** Replaces the instance's `query()`; the instance stays a PGlite, so everything else works as before. */
export function usePreparedStatements(client: PGlite): void {
  const { serialize } = protocol;
  const statements = new Map<string, TPreparedStatement>();

  async function prepareStatement(text: string, options: QueryOptions | undefined): Promise<TPreparedStatement> {
    const known = statements.get(text);
    if (known) return known;
    const name = statements.size < MAX_NAMED_STATEMENTS ? `dm_${statements.size + 1}` : '';
    const { messages } = await client.execProtocol(
      concatMessages([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (name) statements.set(text, statement);
    return statement;
  }

  /** The same values and results as PGlite's `query()`, from a prepared statement. */
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // As PGlite's query(): never inside another caller's transaction, never beside another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { name, paramTypes } = await prepareStatement(text, options);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const oid = paramTypes[index]!;
          const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          concatMessages([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
        );
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  client.query = query;
}
