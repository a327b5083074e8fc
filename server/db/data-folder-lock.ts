import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * One process owns an embedded database folder (docs/operations.md "Who holds the data folder"). Whoever
 * opens it first writes `<folder>.lock` with its pid, the time the process started and, for the server, the
 * control socket through which other processes reach the database it holds. A process that finds the lock
 * of a live owner does not open the database; the lock of a dead owner (its pid is gone, or the pid now
 * belongs to a process that started later) is taken over. No timer keeps the lock alive, so a server busy
 * for minutes never loses it.
 */
const ownerSchema = z.object({
  pid: z.number().int().positive(),
  /** Kernel start time of the process (Linux: /proc/<pid>/stat), so a reused pid is not taken for the owner. */
  started: z.string(),
  host: z.string(),
  /** What holds it, in words: "the server", "npm run cli -- backup". */
  holder: z.string(),
  since: z.string(),
  /** The server's control socket (absent for a command). */
  controlSocket: z.string().optional(),
});

export type DataFolderOwner = z.infer<typeof ownerSchema>;

/** The folder is held by another live process; the message names it and says what to do. */
export class DataFolderHeldError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: DataFolderOwner,
  ) {
    super(
      `The data folder ${folder} is in use by ${owner.holder} (process ${owner.pid}${owner.host === os.hostname() ? '' : ` on ${owner.host}`}, ` +
        `since ${owner.since}). Only one process may open it: stop that process first, or use another DATA_DIR.`,
    );
  }
}

export const lockFileOf = (databaseFolder: string) => `${path.resolve(databaseFolder)}.lock`;

export interface DataFolderLock {
  owner: DataFolderOwner;
  /** Records the control socket in the lock, so commands find the server that holds the folder. */
  announceControlSocket(socketPath: string): void;
  /** Removes the lock, if it is still this process's. */
  release(): void;
}

/** Takes the folder's lock for this process, or throws DataFolderHeldError naming the live owner. */
export function lockDataFolder(databaseFolder: string, holder: string): DataFolderLock {
  const file = lockFileOf(databaseFolder);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let owner: DataFolderOwner = {
    pid: process.pid,
    started: startTimeOf(process.pid) ?? '',
    host: os.hostname(),
    holder,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    if (createExclusively(file, owner)) break;
    const found = readOwner(file);
    if (found === 'missing') continue;
    if (found !== 'unreadable' && isAlive(found)) throw new DataFolderHeldError(path.resolve(databaseFolder), found);
    // A dead owner's lock (or an unreadable one): removed under the takeover guard, then taken as usual.
    if (attempt > 100) throw new Error(`The lock ${file} keeps changing; try again.`);
    takeOverStale(file, found);
  }
  return {
    get owner() {
      return owner;
    },
    announceControlSocket(socketPath) {
      owner = { ...owner, controlSocket: socketPath };
      const next = `${file}.next-${process.pid}`;
      fs.writeFileSync(next, JSON.stringify(owner), { mode: 0o600 });
      fs.renameSync(next, file);
    },
    release() {
      const found = readOwner(file);
      if (typeof found === 'object' && found.pid === owner.pid && found.started === owner.started)
        fs.rmSync(file, { force: true });
    },
  };
}

/** The live owner of the folder, if any (a command asks before it opens the database itself). */
export function liveOwnerOf(databaseFolder: string): DataFolderOwner | undefined {
  const found = readOwner(lockFileOf(databaseFolder));
  return typeof found === 'object' && isAlive(found) ? found : undefined;
}

/** Links a complete file into place: the lock never exists half written, and only one process can create it. */
function createExclusively(file: string, owner: DataFolderOwner): boolean {
  const draft = `${file}.new-${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(owner), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a dead owner's lock, one successor at a time: under `<lock>.takeover` (made exclusively) the lock is
 * read again and removed only if it is still the stale one, so a successor never removes the lock another has
 * just taken. A takeover file left by a process that died within those few statements is cleared after 10 s.
 */
function takeOverStale(file: string, stale: DataFolderOwner | 'unreadable') {
  const guard = `${file}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) fs.rmSync(guard, { force: true });
    else pause(50);
    return;
  }
  try {
    if (JSON.stringify(readOwner(file)) === JSON.stringify(stale)) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

/** A short synchronous wait: the lock is taken before anything else runs, so nothing waits on this thread. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readOwner(file: string): DataFolderOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = ownerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** An owner on another machine cannot be checked, so it counts as alive (the message names the machine). */
export function isAlive(owner: DataFolderOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(owner.pid);
  return started === undefined || !owner.started || started === owner.started;
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and brackets); none off Linux. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
