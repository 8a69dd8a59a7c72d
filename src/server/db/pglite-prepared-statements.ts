/**
 * PGlite with prepared statements (decision 013). PGlite's own `query()` parses and plans every
 * statement anew and makes six calls into the WASM engine per query; planning alone reads the size of
 * every table and index involved from the file system. This `query()` prepares each distinct SQL text
 * once under a name and then runs it with one call (bind, describe, execute, sync): a typical read
 * costs about a fifth. Transactions, LISTEN and everything else go to PGlite unchanged.
 */
import { parse, protocol, type ExecProtocolResult, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

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
type TParser = (value: string, typeId: number) => unknown;
type TMessage = ExecProtocolResult['messages'][number];
type TField = { name: string; dataTypeID: number };

/**
 * PGlite's own result parsing for one statement, without copying every type parser into a new object
 * at each query (drizzle passes a few of its own with every query, and the copy cost more than the query).
 */
function toResults<T>(messages: TMessage[], options: QueryOptions | undefined, defaultParsers: Record<number, TParser>): Results<T> {
  let fields: TField[] = [];
  let parsers: (TParser | undefined)[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command: string | undefined;
  let rowCount: number | undefined;
  const isArrayMode = options?.rowMode === 'array';
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: TField[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, index) =>
        value === null ? null : (parsers[index]?.(value, fields[index]!.dataTypeID) ?? value),
      );
      rows.push(isArrayMode ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "INSERT 0 5": a tag with a count ends in it; writes' counts are the affected rows.
      const words = (message as unknown as { text: string }).text.split(' ');
      command = words[0]!;
      const count = Number.parseInt(words.at(-1)!, 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(command)) affectedRows += count;
    }
  }
  return { rows, fields, command, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
}

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
        return toResults<T>(messages, options, client.parsers);
      }),
    );
  }

  client.query = query;
}
