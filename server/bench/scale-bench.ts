/**
 * Scale benchmark: two server processes (build/server.mjs, as `npm start` runs it) on one
 * PostgreSQL database behind a small round-robin HTTP proxy on loopback. Measures topic list and survey get
 * through the proxy with one process behind it and with two, and checks that a session made on one process
 * works on the other. Not a timed test: run it by hand.
 *
 *   npm run bench:scale                                    # postgres://postgres@127.0.0.1:5432/test
 *   DATABASE_URL=postgres://user@host:5432/db npm run bench:scale
 *
 * It works in a new database on that server (bench_scale_<pid>_<time>, dropped at the end): the server has no
 * schema setting, and a database of its own never touches other data. Settings: BENCH_DURATION (seconds per
 * run, default 10), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (default 50).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newServerData, type ServerProcess, startServerProcess } from '../test-support/server-process';
import {
  benchPassword,
  callWithToken,
  machine,
  measureLoad,
  prepareTesters,
  printTable,
  resultRow,
  seedBenchDatabase,
  surveyGetSlots,
  topicListSlots,
} from './support';

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Round-robin reverse proxy on loopback: each request goes to the next of `targets`. */
function startProxy() {
  let targets: string[] = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * connections });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[next++ % targets.length]!);
    const { connection: _, ...headers } = req.headers;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise<{ url: string; route(to: string[]): void; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        route(to) {
          targets = to;
          next = 0;
        },
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const data = await newServerData('bench_scale');
console.log(
  `Scale benchmark on PostgreSQL (database ${data.name}); ${machine()}; ${connections} connections, ${duration} s per run`,
);
const servers: ServerProcess[] = [];
const proxy = await startProxy();
try {
  const { testers, topicId } = await seedBenchDatabase({ url: data.databaseUrl }, connections);
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess(data));
  const [a, b] = servers as [ServerProcess, ServerProcess];

  // A session made on one process is accepted by the other (sessions live in the database).
  const login = async (on: ServerProcess) =>
    (await callWithToken(on.url, 'POST', '/api/user/token', undefined, { email: testers[0]!.email, password: benchPassword }))
      .token as string;
  const me = async (on: ServerProcess, token: string) => (await callWithToken(on.url, 'GET', '/api/user/me', token)).email;
  const madeOnA = await login(a);
  const madeOnB = await login(b);
  const shared = (await me(b, madeOnA)) === testers[0]!.email && (await me(a, madeOnB)) === testers[0]!.email;
  if (!shared) throw new Error('A session made on one process was not accepted by the other');
  console.log('A session made on process 1 works on process 2 and the other way round: yes');

  const list = await prepareTesters(a.url, testers, topicId);
  const rows: Record<string, string | number>[] = [];
  for (const [endpoint, slots] of [
    ['topic list', () => topicListSlots(list)],
    ['survey get', () => surveyGetSlots(list)],
  ] as const) {
    for (const behind of [[a], [a, b]]) {
      proxy.route(behind.map((s) => s.url));
      const measured = await measureLoad(
        { url: proxy.url, pids: behind.map((s) => s.pid), connections, duration, warmup },
        slots,
      );
      rows.push({ endpoint, 'server processes': behind.length, ...resultRow(measured) });
    }
  }
  console.log();
  printTable(rows);
} finally {
  await proxy.close();
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await data.cleanup();
}
