import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverStartArgs } from '../../server/test-support/start-command';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs the server as `npm start` does and collects its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverStartArgs(), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('starting the server', () => {
  it('stops with a clear message and exit code 3 when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const { port } = blocker.address() as net.AddressInfo;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-port-'));
    const { code, output } = await runServer({ PORT: String(port), DATA_DIR: dataDir });
    blocker.close();
    expect(code).toBe(3);
    expect(output).toContain(`Port ${port} is already in use`);
  });

  it('stops with a clear message and exit code 2 when the data folder cannot be written', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'survey-ro-')), 'a-file');
    fs.writeFileSync(file, '');
    const { code, output } = await runServer({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(2);
    expect(output).toMatch(/The data folder .* cannot be written .* Set DATA_DIR/);
  });
});
