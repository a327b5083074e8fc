/**
 * How long the embedded database took for each statement Drizzle sent, told to whoever listens (the metrics,
 * docs/operations.md "Metrics"). PGlite answers one statement at a time, so this time is also how long
 * requests wait for it. Nobody listening costs one clock reading per statement.
 */
export interface StatementTimes {
  observe(seconds: number): void;
  listen(listener: (seconds: number) => void): void;
}

export function createStatementTimes(): StatementTimes {
  const listeners: ((seconds: number) => void)[] = [];
  return {
    observe: (seconds) => {
      for (const listener of listeners) listener(seconds);
    },
    listen: (listener) => void listeners.push(listener),
  };
}
