import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../paths';

export interface CliRun {
  child: ChildProcess;
  /** Exit code (null when killed), and what it printed. */
  done: Promise<{ status: number | null; stdout: string; stderr: string }>;
}

/** `npm run cli -- …` in a process of its own, with these settings (the server's DATA_DIR, DATABASE_URL). */
export function startCli(args: string[], env: Record<string, string>): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server', 'cli.ts'), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (status) => resolve({ status, stdout, stderr })),
  );
  return { child, done };
}

export const runCli = (args: string[], env: Record<string, string>) => startCli(args, env).done;
