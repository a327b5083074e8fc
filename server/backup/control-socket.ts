import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';
import { gzipExport } from './backup-file';
import { BackupError } from './errors';

/**
 * The embedded database has one owner, the server process, so `npm run cli -- backup` asks the running
 * server for the backup through a Unix socket in DATA_DIR (docs/decisions.md "Backups"): only users who may
 * open the data folder can reach it, and nothing listens on the network.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function serveControlSocket({ database, dataDir, log }: { database: Database; dataDir: string; log: Log }) {
  const socketPath = controlSocketPath(dataDir);
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/ping') return void res.end('ok');
    if (req.method !== 'GET' || req.url !== '/backup') return void res.writeHead(404).end('Unknown request.\n');
    const stop = new AbortController();
    res.once('close', () => stop.abort());
    res.writeHead(200, { 'content-type': 'application/gzip' });
    log.info({}, 'backup asked for through the control socket');
    pipeline(gzipExport(database, stop.signal), res).catch((error: unknown) => {
      if (!stop.signal.aborted) log.error({ err: safeError(error) }, 'backup through the control socket failed');
    });
  });
  fs.rmSync(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    fs.chmodSync(socketPath, 0o600);
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

/** Whether a server is running on this data folder (its control socket answers). */
export async function serverRunsOn(dataDir: string): Promise<boolean> {
  const res = await askServer(dataDir, '/ping');
  res?.resume();
  return Boolean(res);
}

/** The backup stream of the server running on this data folder, or undefined when none runs there. */
export async function backupFromRunningServer(dataDir: string): Promise<Readable | undefined> {
  const res = await askServer(dataDir, '/backup');
  res?.once('aborted', () =>
    res.destroy(new BackupError('The running server stopped the backup before its end; its log says why.')),
  );
  return res;
}

function askServer(dataDir: string, route: string): Promise<http.IncomingMessage | undefined> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: route }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      res.resume();
      reject(new BackupError(`The running server refused the request (${res.statusCode}).`));
    });
    // A socket file left by a server that was killed: nobody listens, so no server runs.
    req.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(undefined) : reject(error),
    );
  });
}
