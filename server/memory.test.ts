import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServerData, request, residentMegabytes, type ServerProcess, startServerProcess } from './test-support/server-process';

/**
 * The server's resident memory stays under 300 MB idle and under a load of 50 connections, on the
 * embedded database (the default) and on PostgreSQL alike (whichever this run uses). It was about 865 MB
 * idle on the embedded database. docs/decisions/runtime-and-tooling.md has the measurements and what brought it down.
 * The server runs as `npm start` runs it; memory is read from /proc, so Linux only.
 */
const budgetMb = 300;

describe.runIf(fs.existsSync('/proc/self/status'))('given the server as npm start runs it', () => {
  let data: Awaited<ReturnType<typeof newServerData>>;
  let server: ServerProcess;
  beforeAll(async () => {
    data = await newServerData();
    // The first start creates the database: the case that used to keep the most memory.
    server = await startServerProcess(data);
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await data?.cleanup();
  });

  it(`stays under ${budgetMb} MB resident once started, and under a load of 50 connections`, async () => {
    const idle = residentMegabytes(server.pid);
    expect(idle, `idle: ${idle.toFixed(0)} MB`).toBeLessThan(budgetMb);

    const paths = ['/api/test/sql', '/api/test/connection', '/api/user/me', '/locales/de/translation.json', '/api/openapi.json'];
    let next = 0;
    let peak = idle;
    const statuses = new Map<number, number>();
    const connection = async () => {
      while (next < 3000) {
        const n = next++;
        const answer = await request(server.url, 'GET', paths[n % paths.length] ?? '/');
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (n % 50 === 0) peak = Math.max(peak, residentMegabytes(server.pid));
      }
    };
    await Promise.all(Array.from({ length: 50 }, connection));
    peak = Math.max(peak, residentMegabytes(server.pid));
    expect(Object.fromEntries(statuses)).toEqual({ 200: 2400, 401: 600 });
    expect(peak, `under load: ${peak.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`).toBeLessThan(budgetMb);
  });
});
