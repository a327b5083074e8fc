import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { DataFolderHeldError, type DataFolderOwner, liveOwnerOf } from '../db/data-folder-lock';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import { commandLineActor } from '../services/audit/actor';
import { recordAudit } from '../services/audit/record';
import { backupFacts } from './backup-audit';
import { type BackupMade, gzipExport } from './backup-file';
import { BackupError } from './errors';
import type { BackupManifest } from './format';

/**
 * The embedded database has one owner, the server process, so commands that can work beside it (backup,
 * export-package) ask it through a Unix socket (docs/operations.md "Who holds the data folder"): only users
 * who may open the data folder can reach it, and nothing listens on the network. The folder's lock names
 * the socket; the lock, not the socket file, says whether a server runs.
 */
export function controlSocketPath(dataDir: string): string {
  const beside = path.join(dataDir, 'control.sock');
  // A Unix socket's path has room for 107 bytes; a longer DATA_DIR gets a private folder in the temp folder.
  if (Buffer.byteLength(beside) <= maxSocketPath) return beside;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `skills55-${digest}`, 'control.sock');
}

const maxSocketPath = 100;

/** A request the server answers on its control socket with a stream (and headers such as x-attempts). */
export type ControlRoute = (
  body: unknown,
) => Promise<{ stream: NodeJS.ReadableStream; headers?: Record<string, string> } | { refused: string }>;

export async function serveControlSocket({
  database,
  dataDir,
  log,
  routes = {},
  onBackup = () => {},
}: {
  database: Database;
  dataDir: string;
  log: Log;
  routes?: Record<string, ControlRoute>;
  /** Told each backup sent whole: its size and duration (the metrics). */
  onBackup?: (made: BackupMade) => void;
}) {
  const socketPath = controlSocketPath(dataDir);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/backup') return answerBackup(database, log, res, onBackup);
    const route = req.method === 'POST' && req.url ? routes[req.url] : undefined;
    if (!route) return void res.writeHead(404).end('Unknown request.\n');
    void answerRoute(route, req, res, log);
  });
  try {
    privateFolder(path.dirname(socketPath));
    // This process holds the folder's lock, so a socket file here is a dead server's.
    fs.rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    fs.chmodSync(socketPath, 0o600);
    database.folderLock?.announceControlSocket(socketPath);
  } catch (error) {
    log.warn({ err: safeError(error), socketPath }, 'no control socket: `npm run cli -- backup` cannot reach this server');
    return { close: async () => {} };
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** The socket's folder, made if missing; refused unless it is this user's alone (another could swap the socket). */
function privateFolder(folder: string) {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(folder);
  const mine = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  const inDataDir = !folder.startsWith(os.tmpdir());
  if (!stat.isDirectory() || !mine || (!inDataDir && (stat.mode & 0o077) !== 0))
    throw new Error(`${folder} is not a folder of this user alone`);
}

function answerBackup(database: Database, log: Log, res: http.ServerResponse, onBackup: (made: BackupMade) => void) {
  const stop = new AbortController();
  res.once('close', () => stop.abort());
  res.writeHead(200, { 'content-type': 'application/gzip' });
  log.info({}, 'backup asked for through the control socket');
  let made: BackupManifest | undefined;
  const started = Date.now();
  let bytes = 0;
  pipeline(
    gzipExport(database, stop.signal, (manifest) => (made = manifest)),
    async function* counted(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        yield chunk;
      }
    },
    res,
  )
    // The command line asked; the file is its (the server never learns its name).
    .then(() => {
      onBackup({ bytes, seconds: (Date.now() - started) / 1000 });
      return made && recordAudit(database.db, commandLineActor(), 'backup.create', backupFacts(made));
    })
    .catch((error: unknown) => {
      if (!stop.signal.aborted) log.error({ err: safeError(error) }, 'backup through the control socket failed');
    });
}

async function answerRoute(route: ControlRoute, req: http.IncomingMessage, res: http.ServerResponse, log: Log) {
  try {
    let text = '';
    for await (const chunk of req) text += chunk;
    const answer = await route(JSON.parse(text || 'null'));
    if ('refused' in answer) return void res.writeHead(422, { 'content-type': 'text/plain' }).end(answer.refused);
    res.writeHead(200, { 'content-type': 'application/octet-stream', ...answer.headers });
    await pipeline(answer.stream, res);
  } catch (error) {
    log.error({ err: safeError(error), route: req.url }, 'a request on the control socket failed');
    if (!res.headersSent) res.writeHead(500).end('The server could not answer; its log says why.');
    else res.destroy();
  }
}

/**
 * The server to ask instead of opening the embedded database in `dataDir`: the live owner of its folder
 * when that is a server; none when the folder is free. Held by anything else (another command), it throws.
 */
export function serverToAsk(dataDir: string): DataFolderOwner | undefined {
  const folder = path.join(dataDir, 'db');
  const owner = liveOwnerOf(folder);
  if (owner && !owner.controlSocket) throw new DataFolderHeldError(folder, owner);
  return owner;
}

/** The backup stream of the server that holds the folder. */
export async function backupFromServer(owner: DataFolderOwner): Promise<Readable> {
  const res = await askServer(owner, 'GET', '/backup');
  res.once('aborted', () =>
    res.destroy(new BackupError('The running server stopped the backup before its end; its log says why.')),
  );
  return res;
}

/**
 * Asks the server that holds the folder; a refusal (422) comes back as an error with the server's words,
 * which the caller's `refused` turns into its own kind of error.
 */
export function askServer(
  owner: DataFolderOwner,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  refused: (message: string) => Error = (message) => new BackupError(message),
): Promise<http.IncomingMessage> {
  const socketPath = owner.controlSocket;
  if (!socketPath)
    return Promise.reject(
      new BackupError(`The server (process ${owner.pid}) holds the data folder but has no control socket; stop it first.`),
    );
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: route, method }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        reject(
          res.statusCode === 422
            ? refused(text)
            : new BackupError(`The running server could not answer (${res.statusCode}): ${text.trim() || 'its log says why'}.`),
        ),
      );
    });
    req.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          `The server (process ${owner.pid}) holds the data folder but its control socket ${socketPath} does not answer ` +
            `(${error.code ?? error.message}). Check that it is running, or stop it.`,
        ),
      ),
    );
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
