/**
 * What of an error may be logged: its kind, codes and where it happened, never its message. A
 * failed statement's message lists its parameters (e-mail addresses, password hashes, tokens), and
 * PostgreSQL's `detail` repeats the offending value ("Key (lower(email))=(…) already exists").
 */
export interface SafeError {
  type: string;
  /** Node or Fastify error code, e.g. ECONNREFUSED, FST_ERR_… */
  code?: string;
  /** PostgreSQL SQLSTATE, e.g. 23505. */
  sqlState?: string;
  /** The constraint, table or column PostgreSQL names (identifiers, not values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement's text with its $1… placeholders, without the values. */
  query?: string;
  /** The stack's frames, without the first line (which repeats the message). */
  stack?: string;
  cause?: SafeError;
}

type ErrorLike = {
  name?: unknown;
  constructor?: { name?: unknown };
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  stack?: unknown;
  cause?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error };
  if (isSafeError(error)) return error;
  const e = error as ErrorLike;
  const code = text(e.code);
  const isSqlState = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  const frames = text(e.stack)
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const result: SafeError = {
    type: text(e.name) ?? text(e.constructor?.name) ?? 'Error',
    ...(code && !isSqlState ? { code } : {}),
    ...(isSqlState ? { sqlState: code } : {}),
    ...(text(e.constraint) ? { constraint: text(e.constraint) } : {}),
    ...(text(e.table) ? { table: text(e.table) } : {}),
    ...(text(e.column) ? { column: text(e.column) } : {}),
    ...(text(e.query) ? { query: text(e.query) } : {}),
    ...(frames ? { stack: frames } : {}),
  };
  if (e.cause && depth < 4) result.cause = safeError(e.cause, depth + 1);
  return result;
}

/** Already made safe (logged twice through a serializer): passed on as it is. */
function isSafeError(value: object): value is SafeError {
  return !(value instanceof Error) && typeof (value as { type?: unknown }).type === 'string' && !('message' in value);
}
