import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import type { Database } from '../db/client';
import { BackupError } from './errors';
import { type BackupManifest, type BackupRecord, backupRecords, damaged } from './format';
import { exportSnapshot } from './snapshot';

/** A backup this process finished: its gzip's size and how long it took (told to the metrics). */
export interface BackupMade {
  bytes: number;
  seconds: number;
}

/**
 * The backup of `database` as a gzip stream. The export stops (and its transaction ends, so PGlite's one
 * connection is free again) when `signal` aborts or whoever reads the stream goes away. `done` is told the
 * manifest once the whole snapshot is read.
 */
export function gzipExport(database: Database, signal?: AbortSignal, done?: (manifest: BackupManifest) => void): Readable {
  const gzip = zlib.createGzip({ level: 6 });
  const stop = new AbortController();
  signal?.addEventListener('abort', () => stop.abort(signal.reason), { once: true });
  gzip.once('close', () => stop.abort(new BackupError('The backup was stopped before its end.')));
  const out = async (text: string) => {
    stop.signal.throwIfAborted();
    if (!gzip.write(text)) await once(gzip, 'drain', { signal: stop.signal });
  };
  exportSnapshot(database, out, stop.signal).then(
    (manifest) => {
      done?.(manifest);
      gzip.end();
    },
    (error: unknown) => gzip.destroy(error as Error),
  );
  return gzip;
}

/**
 * Writes a backup stream to `file`: first to a temporary file beside it, which is read back and checked
 * whole (every checksum and count), then synced and renamed. A process killed midway leaves at most the
 * temporary file, which restore refuses (it has no manifest); `file` itself only ever appears complete.
 */
export async function writeBackupFile(file: string, source: Readable): Promise<{ manifest: BackupManifest; bytes: number }> {
  const temporary = `${file}.partial-${process.pid}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(source, fs.createWriteStream(temporary, { mode: 0o600 }));
    const manifest = await verifyBackupFile(temporary);
    const handle = await fs.promises.open(temporary, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(temporary, file);
    return { manifest, bytes: fs.statSync(file).size };
  } catch (error) {
    // An export nobody reads any more must end: on PGlite it holds the only connection.
    source.destroy();
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** Reads the whole file and answers its manifest, or throws a BackupError saying what is wrong with it. */
export async function verifyBackupFile(file: string, onHeader?: (record: BackupRecord & { kind: 'header' }) => void) {
  for await (const record of fileRecords(file)) {
    if (record.kind === 'header') onHeader?.(record);
    if (record.kind === 'manifest') return record.manifest;
  }
  throw damaged('it has no manifest');
}

export function fileRecords(file: string): AsyncGenerator<BackupRecord> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  return backupRecords(fileLines(file));
}

/** The lines of a gzip file; a cut-off or damaged compression says so in words. */
async function* fileLines(file: string): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  const gunzip = zlib.createGunzip();
  // Errors of either stream end the loop below through the gunzip stream.
  pipeline(fs.createReadStream(file), gunzip).catch(() => {});
  try {
    for await (const chunk of gunzip) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop()!;
      yield* lines;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw new BackupError('The backup is incomplete: the file was cut off. Use another backup file.');
    if (code?.startsWith('Z_')) throw damaged(`its compression is broken (${(error as Error).message})`);
    throw error;
  }
  rest += decoder.end();
  if (rest) yield rest;
}
