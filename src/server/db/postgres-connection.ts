/**
 * The pool's connections to PostgreSQL (db/client.ts). Two things on top of pg's client:
 *  - Statements are prepared once per connection, named after their text, so PostgreSQL plans the
 *    app's frequent queries once instead of at every call (decision 013).
 *  - Each connection LISTENs for migration 0007's session notices and migration 0021's public-change
 *    notices, and a write that may cause one (to users, sessions, jobs, companies or blog posts, or
 *    the commit of a transaction that made one) resolves only after one more round trip on its
 *    connection. PostgreSQL sends a connection's own notices before it answers its next command, so
 *    by then the session cache and the public answers have heard of the change: the next request on
 *    this server sees it, whatever the timing.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { MAX_NAMED_STATEMENTS } from './prepared-query.ts';
import { PUBLIC_CHANGE_CHANNEL } from './public-change-channel.ts';
import { SESSION_CHANGE_CHANNEL } from './session-change-channel.ts';

const NAMEABLE_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const WRITE_STATEMENT = /^\s*(insert|update|delete|with|truncate)\b/i;
const NOTIFYING_TABLES = /\b(users|sessions|jobs|companies|blog_posts)\b/i;
const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_COMMIT = /^\s*(commit|end)\b/i;
const TRANSACTION_END = /^\s*(commit|end|rollback|abort)\b/i;
const statementNames = new Map<string, string>();

function nameStatement(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= MAX_NAMED_STATEMENTS || !NAMEABLE_STATEMENT.test(text)) return known;
  const name = `dm_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  statementNames.set(text, name);
  return name;
}

type TQueryFunction = (config: unknown, ...rest: unknown[]) => unknown;
type TCallback = (error: Error | null, result: unknown) => void;

export class ListeningClient extends pg.Client {
  #isInTransaction = false;
  #hasNotifyingWrite = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as TQueryFunction;
    this.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text !== 'string') return query(config, ...rest);
      const name = typeof config === 'object' && !(config as { name?: string }).name ? nameStatement(text) : undefined;
      const statement = name ? { ...(config as object), name } : config;
      if (!this.#isNoticeExpected(text)) return query(statement, ...rest);

      const callback = rest.at(-1);
      if (typeof callback === 'function') {
        return query(statement, ...rest.slice(0, -1), (error: Error | null, result: unknown) => {
          if (error) return (callback as TCallback)(error, result);
          query('select 1', () => (callback as TCallback)(null, result));
        });
      }
      return (query(statement, ...rest) as Promise<unknown>).then(async (result) => {
        await (query('select 1') as Promise<unknown>).catch(() => undefined);
        return result;
      });
    }) as typeof this.query;
  }

  /** Whether the statement may make PostgreSQL send a session or public-change notice once it has run. */
  #isNoticeExpected(text: string): boolean {
    if (TRANSACTION_START.test(text)) {
      this.#isInTransaction = true;
      this.#hasNotifyingWrite = false;
      return false;
    }
    if (TRANSACTION_END.test(text)) {
      const isCommitOfNotifyingWrite = this.#hasNotifyingWrite && TRANSACTION_COMMIT.test(text);
      this.#isInTransaction = false;
      this.#hasNotifyingWrite = false;
      return isCommitOfNotifyingWrite;
    }
    if (!WRITE_STATEMENT.test(text) || !NOTIFYING_TABLES.test(text)) return false;
    if (!this.#isInTransaction) return true;
    this.#hasNotifyingWrite = true;
    return false;
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
  override connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
    const listening = super.connect().then(async () => {
      await this.query(`LISTEN ${SESSION_CHANGE_CHANNEL}; LISTEN ${PUBLIC_CHANGE_CHANNEL}`);
      return this;
    });
    if (!callback) return listening;
    listening.then((client) => callback(null, client), callback);
  }
}
