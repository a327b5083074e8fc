/** The channel the triggers of migrations/0005_change_feed.sql notify, with `<schema>.<table>`. */
export const changeChannel = 'skills55_changes';

/** The table a notification names, or undefined when it is another schema's (tests share one database). */
export function tableNotified(payload: string | undefined, schema: string): string | undefined {
  if (!payload) return '*';
  const dot = payload.lastIndexOf('.');
  return payload.slice(0, dot) === schema ? payload.slice(dot + 1) : undefined;
}

/**
 * Every table whose changes some cache must hear of; `*` stands for "anything may have changed".
 * `respondent:<id>` says one respondent's attempts changed, `respondent:*` every respondent's
 * (0009_respondent_attempts_feed.sql).
 */
export type ChangedTable = string;

const respondentPrefix = 'respondent:';

/** The change that names one respondent's attempts. */
export const respondentChange = (respondentId: string): ChangedTable => `${respondentPrefix}${respondentId}`;

/** The respondent whose attempts a change names: an id, `*` for every respondent, undefined for none. */
export function respondentChanged(table: ChangedTable): string | undefined {
  if (table === '*') return '*';
  return table.startsWith(respondentPrefix) ? table.slice(respondentPrefix.length) : undefined;
}

/**
 * Tells the process's caches which tables were written (docs/decisions/api-performance.md "Caches"): this
 * process's own writes as they are sent, and every write of any process (the CLI included) through the
 * database's notifications once it is committed.
 */
export interface ChangeFeed {
  onChange(listener: (table: ChangedTable) => void): () => void;
  /**
   * Whether notifications of other processes' writes arrive now (PostgreSQL: the LISTEN connection is up).
   * While not, caches must check the database instead of trusting what they hold.
   */
  live(): boolean;
  /**
   * A change this process has committed, told to its own caches at once: on PostgreSQL the
   * database's notification reaches this process too, but only after the answer may have gone out.
   */
  announce(change: ChangedTable): void;
  /**
   * Resolves once the notifications of every write committed before the call have arrived (PostgreSQL
   * delivers them in commit order, so a marker sent now comes after them); at once on the embedded database,
   * which hands them over before a statement's answer, and while the feed is not live. A measurement of
   * what a request costs starts after it, so a late notification of earlier writes does not empty a cache
   * in the middle.
   */
  caughtUp(): Promise<void>;
}

export interface ChangeFeedSource extends ChangeFeed {
  emit(table: ChangedTable): void;
  /** Drizzle's logger: a statement about to be sent; writes are announced before they run. */
  statementSent(query: string): void;
  setLive(live: boolean): void;
  /** PostgreSQL's listener: how to wait until the notifications sent so far have arrived. */
  setCatchUp(catchUp: () => Promise<void>): void;
}

/** The table name of the marker `caughtUp` sends: never a table, so never passed on. */
export const catchUpMarker = '~caught-up:';

const writeStart = /^\s*(?:with\b|insert\b|update\b|delete\b|truncate\b|merge\b)/i;
const tableName = /(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:"?\w+"?\.)?"?(\w+)"?/gi;

/** The tables a statement writes; empty for a read. Only cheap prefix checks for reads (most statements). */
export function tablesWrittenBy(query: string): string[] {
  if (!writeStart.test(query)) return [];
  return [...query.matchAll(tableName)].map((match) => match[1]!.toLowerCase());
}

export function createChangeFeed(initiallyLive: boolean): ChangeFeedSource {
  const listeners = new Set<(table: ChangedTable) => void>();
  let live = initiallyLive;
  let catchUp = () => Promise.resolve();
  const emit = (table: ChangedTable) => {
    for (const listener of listeners) listener(table);
  };
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    live: () => live,
    emit,
    announce: emit,
    caughtUp: () => (live ? catchUp() : Promise.resolve()),
    setCatchUp(next) {
      catchUp = next;
    },
    statementSent(query) {
      for (const table of tablesWrittenBy(query)) emit(table);
    },
    setLive(now) {
      // Whatever happened while nobody listened is unknown: everything may have changed.
      if (now && !live) emit('*');
      live = now;
    },
  };
}
