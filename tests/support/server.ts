import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverStartArgs } from '../../server/test-support/start-command';
import { freshDataDir } from './data-template';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  outboxDir: string;
  logs: () => string;
  stop: () => Promise<number | null>;
}

export async function freePort(): Promise<number> {
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
 * Starts the real server as `npm start` does after building (the server bundle with its node settings) on a
 * free port with a fresh DATA_DIR (a copy of the run's migrated template, tests/support/data-template.ts;
 * `dataDir` for a folder of the test's own), and waits until it answers.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm test does it).');
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await freshDataDir());
  const outboxDir = path.join(dataDir, 'outbox');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, serverStartArgs(), {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/test/connection`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error(`The server did not answer within the start-up wait:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    outboxDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
