/** A backup, restore or move that cannot go on, with a message in words for the operator (CLI exit code 1). */
export class BackupError extends Error {}

/** The fields of thrown things the messages below read; any of them may be missing or of another type. */
interface Failure {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  path?: unknown;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
  params?: unknown;
  cause?: unknown;
  errors?: unknown;
}

const databaseUrl = 'DATABASE_URL (or --database-url)';

/**
 * What the operator reads when a backup, restore or move fails: what happened and what to do, in one or two
 * sentences, never an error object, a stack or a statement's parameters. `action` names what failed, as a
 * noun: "backup", "restore", "move to PostgreSQL".
 */
export function operatorMessage(error: unknown, action: string): string {
  const chain = causeChain(error);
  for (const failure of chain) {
    const known = knownFailure(failure, action);
    if (known) return known;
  }
  return unknownFailure(error, chain, action);
}

/** The error and what it wraps: `cause` (Drizzle wraps the driver's error) and `errors` (AggregateError). */
function causeChain(error: unknown): Failure[] {
  const chain: Failure[] = [];
  const queue: unknown[] = [error];
  while (queue.length && chain.length < 8) {
    const next = queue.shift();
    if (!next || typeof next !== 'object' || chain.includes(next)) continue;
    const failure = next as Failure;
    chain.push(failure);
    queue.push(failure.cause, ...(Array.isArray(failure.errors) ? failure.errors : []));
  }
  return chain;
}

function knownFailure(failure: Failure, action: string): string | undefined {
  if (failure instanceof BackupError) return failure.message;
  const code = text(failure.code);
  const onFile = code && Object.hasOwn(fileProblems, code) ? fileProblems[code] : undefined;
  if (onFile) return `The ${action} failed: ${onFile(text(failure.path))}`;
  if (code === 'ECONNRESET' || code === 'EPIPE' || failure.message === 'aborted') {
    return (
      `The ${action} failed: the connection to the running server or to the database broke. ` +
      'The log of the server or of the database says why; try again.'
    );
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return (
      `The ${action} failed: the database server at ${databaseUrl} could not be reached (${code}${endpoint(failure)}). ` +
      'Check that it runs and that the URL names it, then try again.'
    );
  }
  if (code && isSqlState(code)) return databaseRefusal(failure, code, action);
  return undefined;
}

const fileProblems: Record<string, (path: string | undefined) => string> = {
  ENOSPC: (path) =>
    `the disk${path ? ` holding ${path}` : ''} is full. Free some space or write to another folder, then try again.`,
  EROFS: (path) => `${path ?? 'the folder'} cannot be written: its disk is read-only. Choose another folder, then try again.`,
  EACCES: noPermission,
  EPERM: noPermission,
  ENOENT: (path) =>
    `${path ? `there is no file or folder ${path}` : 'a file or folder is missing'}. ` +
    'Check the path and that its folder exists, then try again.',
  EISDIR: (path) => `${path ?? 'the path'} is a folder where a file was expected. Name a file, then try again.`,
  ENOTDIR: (path) => `a part of ${path ?? 'the path'} is a file where a folder was expected. Check the path, then try again.`,
};

function noPermission(path: string | undefined) {
  return (
    `${path ?? 'a file or folder'} cannot be written or read: this user has no permission there. ` +
    'Choose another folder or change its permissions, then try again.'
  );
}

/** Where the connection went, e.g. " to db.example.org" or " to 127.0.0.1:5432" (no user or password). */
function endpoint(failure: Failure) {
  const host = text(failure.address) ?? text(failure.hostname);
  if (!host) return '';
  return typeof failure.port === 'number' ? ` to ${host}:${failure.port}` : ` to ${host}`;
}

/** A SQLSTATE: its class is two digits, or F0, HV, P0, XX (errno codes such as EPIPE are also five letters). */
function isSqlState(code: string) {
  return /^([0-9][0-9A-Z]|F0|HV|P0|XX)[0-9A-Z]{3}$/.test(code);
}

/** PostgreSQL's own message names what it refused; the statement and its parameters are left out. */
function databaseRefusal(failure: Failure, code: string, action: string) {
  const message = firstLine(failure.message);
  if (code === '28P01' || code === '28000') {
    return (
      `The database refused the ${action}: authentication failed (PostgreSQL error ${code}). ` +
      `Check the user name and password in ${databaseUrl} and that the server admits this connection, then try again.`
    );
  }
  if (code === '3D000') {
    return (
      `The ${action} failed: ${message || 'the database does not exist'} (PostgreSQL error 3D000). ` +
      `Create it or correct ${databaseUrl}, then try again.`
    );
  }
  return (
    `The database refused the ${action} (PostgreSQL error ${code})${message ? `: ${sentence(message)}` : '.'} ` +
    "The database server's log says more; correct what it names, then try again."
  );
}

/** Anything else, named by its code or kind; a wrapper of a failed statement is passed over for what it wraps. */
function unknownFailure(error: unknown, chain: Failure[], action: string) {
  const tryAgain = 'Try again; if it fails the same way, keep this message for whoever looks into it.';
  if (!chain.length) {
    const message = firstLine(error);
    return `The ${action} failed${message ? `: ${sentence(message)}` : '.'} ${tryAgain}`;
  }
  const described = chain.find((failure) => !isStatementWrapper(failure));
  if (!described) return `The ${action} failed: a database statement failed without saying why. ${tryAgain}`;
  const kind = text(described.code) ?? text(described.name) ?? 'Error';
  const message = firstLine(described.message);
  return `The ${action} failed (${kind})${message ? `: ${sentence(message)}` : '.'} ${tryAgain}`;
}

/** Drizzle's DrizzleQueryError: its message is the statement and its parameters (e-mail addresses, hashes…). */
function isStatementWrapper(failure: Failure) {
  return 'params' in failure || text(failure.message)?.startsWith('Failed query:') === true;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The first line of a message, without "…Error: " prefixes, at most 200 characters. */
function firstLine(value: unknown): string {
  const line = (text(value) ?? '')
    .split('\n')[0]!
    .replaceAll(/\b\w*Error:\s*/g, '')
    .trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function sentence(words: string) {
  return /[.!?…]$/.test(words) ? words : `${words}.`;
}
