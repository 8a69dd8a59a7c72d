/**
 * Queries on the hot request path, built once per database (or transaction) and then only run:
 * drizzle otherwise turns the query builder into SQL text on every call, which cost more server
 * time than the query itself on the embedded database (decision 013). Values come as placeholders,
 * `sql.placeholder('name')`, and are given to `execute({ name })`.
 */
import type { Executor } from './client.ts';

/**
 * Named statements live as long as their database session, on both drivers; past this many distinct
 * texts (queries built with a varying number of parameters) new ones run unnamed instead.
 */
export const MAX_NAMED_STATEMENTS = 2000;

export function preparedQuery<TPrepared>(build: (executor: Executor) => TPrepared): (executor: Executor) => TPrepared {
  // A transaction object lives for one transaction; its entry goes with it.
  const builtFor = new WeakMap<Executor, TPrepared>();
  return (executor) => {
    let prepared = builtFor.get(executor);
    if (!prepared) {
      prepared = build(executor);
      builtFor.set(executor, prepared);
    }
    return prepared;
  };
}
