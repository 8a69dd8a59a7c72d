/**
 * PGlite with prepared statements (decision 013). PGlite's own `query()` parses and plans every
 * statement anew and makes six calls into the WASM engine per query; planning alone reads the size of
 * every table and index involved from the file system. This `query()` prepares each distinct SQL text
 * once under a name, with its row description, and then runs it with one call (bind, execute, sync):
 * a typical read costs about a fifth. Transactions, LISTEN and everything else go to PGlite unchanged.
 */
import { MemoryFS, parse, protocol, type ExecProtocolResult, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { MAX_NAMED_STATEMENTS } from './prepared-query.ts';

type TField = { name: string; dataTypeID: number };

/** `fields`: the statement's row description, read once when it is prepared (none for statements without rows). */
type TPreparedStatement = { name: string; paramTypes: number[]; fields: TField[] };

function concatMessages(messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

type TParser = (value: string, typeId: number) => unknown;
type TMessage = ExecProtocolResult['messages'][number];

/**
 * PGlite's own result parsing for one statement, without copying every type parser into a new object
 * at each query (drizzle passes a few of its own with every query, and the copy cost more than the query).
 */
function toResults<T>(
  messages: TMessage[],
  fields: TField[],
  options: QueryOptions | undefined,
  defaultParsers: Record<number, TParser>,
): Results<T> {
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaultParsers[dataTypeID]);
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command: string | undefined;
  let rowCount: number | undefined;
  const isArrayMode = options?.rowMode === 'array';
  for (const message of messages) {
    if (message.name === 'dataRow') {
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

/** Replaces the instance's `query()`; the instance stays a PGlite, so everything else works as before. */
export function usePreparedStatements(client: PGlite): void {
  const { serialize } = protocol;
  // Files on disk or in memory are written as the engine goes; only other stores are copied after a query.
  const needsSyncToFs = !(client.fs instanceof NodeFS || client.fs instanceof MemoryFS);
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
    const rowDescription = messages.find((message) => message.name === 'rowDescription') as { fields: TField[] } | undefined;
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: rowDescription?.fields.map(({ name: fieldName, dataTypeID }) => ({ name: fieldName, dataTypeID })) ?? [],
    };
    if (name) statements.set(text, statement);
    return statement;
  }

  /** The same values and results as PGlite's `query()`, from a prepared statement. */
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // As PGlite's query(): never inside another caller's transaction, never beside another query.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const { name, paramTypes, fields } = await prepareStatement(text, options);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const oid = paramTypes[index]!;
          const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await client.execProtocol(
          concatMessages([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
          { syncToFs: needsSyncToFs },
        );
        return toResults<T>(messages, fields, options, client.parsers);
      }),
    );
  }

  client.query = query;
}
