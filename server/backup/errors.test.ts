import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { BackupError, operatorMessage } from './errors';

const systemError = (code: string, fields: object = {}) =>
  Object.assign(new Error(`${code}: something, open '/x'`), { code, ...fields });
const postgresError = (code: string, message: string) => Object.assign(new Error(message), { name: 'error', code });
const failedStatement = (cause?: unknown) =>
  new DrizzleQueryError('INSERT INTO users (email) VALUES ($1)', ['secret@example.org'], cause as Error);

const families: [string, unknown, string | RegExp][] = [
  ['a BackupError', new BackupError('There is no file /b.gz.'), 'There is no file /b.gz.'],
  [
    'a full disk',
    systemError('ENOSPC', { syscall: 'write' }),
    'The restore failed: the disk is full. Free some space or write to another folder, then try again.',
  ],
  [
    'a read-only disk',
    systemError('EROFS', { path: '/mnt/b' }),
    /^The restore failed: \/mnt\/b cannot be written: its disk is read-only\. Choose another folder/,
  ],
  [
    'no permission',
    systemError('EACCES', { path: '/root/b' }),
    /\/root\/b cannot be written or read: this user has no permission there\. Choose another folder/,
  ],
  [
    'a missing folder',
    systemError('ENOENT', { path: '/nowhere/b.gz' }),
    /there is no file or folder \/nowhere\/b\.gz\. Check the path/,
  ],
  ['a folder for a file', systemError('EISDIR', { path: '/tmp' }), /\/tmp is a folder where a file was expected\. Name a file/],
  [
    'a file for a folder',
    systemError('ENOTDIR', { path: '/etc/hosts/b' }),
    /a part of \/etc\/hosts\/b is a file where a folder was expected/,
  ],
  [
    'a connection reset',
    systemError('ECONNRESET'),
    /the connection to the running server or to the database broke\. The log .* says why; try again\./,
  ],
  ['a broken pipe', systemError('EPIPE'), /connection .* broke/],
  ['an aborted response', new Error('aborted'), /connection .* broke/],
  [
    'an unreachable database, as AggregateError',
    new AggregateError([systemError('ECONNREFUSED', { address: '127.0.0.1', port: 5432 })], ''),
    /^The restore failed: the database server at DATABASE_URL .* could not be reached \(ECONNREFUSED to 127\.0\.0\.1:5432\)\. Check that it runs/,
  ],
  ['an unknown host', systemError('ENOTFOUND', { hostname: 'db.example' }), /could not be reached \(ENOTFOUND to db\.example\)/],
  [
    'a refusal wrapped by Drizzle',
    failedStatement(postgresError('42501', 'permission denied for table users\nDETAIL: more')),
    "The database refused the restore (PostgreSQL error 42501): permission denied for table users. The database server's log says more; correct what it names, then try again.",
  ],
  [
    'a wrong password',
    failedStatement(postgresError('28P01', 'password authentication failed for user "x"')),
    /authentication failed \(PostgreSQL error 28P01\)\. Check the user name and password/,
  ],
  [
    'a missing database',
    postgresError('3D000', 'database "survey" does not exist'),
    /^The restore failed: database "survey" does not exist \(PostgreSQL error 3D000\)\. Create it/,
  ],
  [
    'a failed statement without its reason',
    failedStatement(),
    /^The restore failed: a database statement failed without saying why\. Try again/,
  ],
  [
    'anything else',
    new TypeError(`Error: ${'x'.repeat(300)}\n    at somewhere (file.ts:1:1)`),
    /^The restore failed \(TypeError\): x{199}… Try again/,
  ],
];

describe('given a failure of a backup, restore or move', () => {
  it.each(families)('says in words what happened and what to do: %s', (_, error, expected) => {
    const message = operatorMessage(error, 'restore');
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
    expect(message).not.toMatch(/Error:|\n|^\s+at |secret@example\.org|INSERT/);
  });
});
