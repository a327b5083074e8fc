import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../paths';
import { serverStartArgs } from './start-command';

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Where a test's server processes keep their data: a new DATA_DIR for the embedded database, and with
 * DATABASE_URL set a new PostgreSQL database as well (dropped by `cleanup`).
 */
export async function newServerData(prefix = 'process') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `survey-${prefix}-`));
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl = '';
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    dataDir,
    databaseUrl,
    /** The database name on the PostgreSQL server (none for the embedded one). */
    name: adminUrl ? name : undefined,
    kind: adminUrl ? 'postgres' : 'pglite',
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!adminUrl) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Starts the server as `npm start` does, on a free port, and waits until it answers. */
export async function startServerProcess(
  data: { dataDir: string; databaseUrl: string },
  env: Record<string, string> = {},
  /** More node flags (the benchmarks' --cpu-prof). */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, ...serverStartArgs()], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: data.databaseUrl,
      DATA_DIR: data.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      STAFF_EMAIL: 'staff@example.org',
      STAFF_PASSWORD: 'a long staff password here',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    if ((await request(url, 'GET', '/api/test/connection').catch(() => undefined))?.status === 200) break;
    if (attempt > 600) throw new Error(`The server did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid ?? 0, child, output: () => output, exited };
}

/** One request on a connection of its own (no keep-alive), as separate clients make them. */
export function request(
  base: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The resident memory of a process, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}
