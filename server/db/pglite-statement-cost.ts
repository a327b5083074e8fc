import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { StatementTimes } from './statement-times';

type Parser = NonNullable<QueryOptions['parsers']>[number];

/**
 * The PGlite client as Drizzle is given it, without a copy of PGlite's type parsers on every statement.
 *
 * Drizzle passes its own parsers (dates, times and numeric arrays kept as text) with every statement, and
 * PGlite then merges them into a fresh copy of its table of over 300 parsers before reading the answer: about
 * 0.1 ms of CPU per statement, which was the largest single cost of a submit on the embedded database (issue
 * 23, docs/performance.md). Here Drizzle's parsers go into PGlite's own table once, the first time a
 * statement brings them, and statements reach PGlite without them; the rows Drizzle gets are the same.
 * Drizzle is this client's only reader of rows (the server's own calls are scripts and notifications).
 */
export function pgliteForDrizzle(client: PGlite, times?: StatementTimes): PGlite {
  const installed = new Set<string>();
  const parsers = client.parsers as Record<string, Parser>;
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    for (const [type, parser] of Object.entries(options.parsers)) {
      if (installed.has(type)) continue;
      parsers[type] = parser;
      installed.add(type);
    }
    return { ...options, parsers: undefined };
  };
  const query = (target: Pick<PGlite, 'query'>) => async (text: string, params?: unknown[], options?: QueryOptions) => {
    const started = performance.now();
    try {
      return await target.query(text, params, withoutParsers(options));
    } finally {
      times?.observe((performance.now() - started) / 1000);
    }
  };
  const transactionOf = (tx: Transaction): Transaction =>
    new Proxy(tx, { get: (target, key) => (key === 'query' ? query(target) : Reflect.get(target, key)) });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query(target);
      if (key === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(transactionOf(tx)));
      const value = Reflect.get(target, key, target);
      // PGlite keeps its state in private fields, which only the client itself may read: methods run on it.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
