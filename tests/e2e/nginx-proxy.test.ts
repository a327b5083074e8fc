import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivatedAccount } from '../support/e2e-accounts';
import { freePort, type RunningServer, startServer } from '../support/server';
import { answered, specClient } from './spec-client/spec-client';

/**
 * Debian's nginx with the site file of deploy/nginx/skills55.conf in front of the built server started with
 * TRUST_PROXY=1, as docs/operations.md "Behind a reverse proxy (nginx)" sets them up.
 */
const nginx = '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '../..');
const siteFile = path.join(root, 'deploy', 'nginx', 'skills55.conf');

/**
 * The site file as this test can run it, changed only where the file says: the port-80 redirect is left out
 * and the TLS part becomes a plain loopback listener (no root, no certificate), the upstream is this test's
 * server and the logs go to the test's folder. Every change must apply, or the file has drifted from this test.
 */
function siteForTest(site: string, to: { listen: string; upstream: string; logDir: string }) {
  const changes: [RegExp | string, string][] = [
    [/^# BEGIN redirect\b[\s\S]*?^# END redirect\n/m, ''],
    [/^ *# BEGIN tls\b[\s\S]*?^ *# END tls\n/m, `    listen ${to.listen};\n`],
    ['127.0.0.1:3000', to.upstream],
    ['/var/log/nginx/', `${to.logDir}/`],
  ];
  return changes.reduce((text, [from, into]) => {
    const changed = typeof from === 'string' ? text.replaceAll(from, into) : text.replace(from, into);
    if (changed === text) throw new Error(`${siteFile} no longer holds ${from}: update this test with it`);
    return changed;
  }, site);
}

/** nginx.conf around the site, with Debian's gzip on and more: the site's own `gzip off` must be what holds. */
function mainConfig(dir: string) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`);
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${temp.join('\n  ')}
  gzip on; gzip_proxied any; gzip_types *; gzip_min_length 1;
  include ${dir}/skills55.conf;
}
`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

let proxyPort = 0;
/** One request to nginx from the local address `from` (all of 127/8 is this machine's loopback on Linux). */
function send(
  urlPath: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        path: urlPath,
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const walk: string[] = [];
const step = (line: string) => walk.push(line);

let server: RunningServer;
let proxy: ChildProcess;
let dir: string;
let nginxOutput = '';

beforeAll(async () => {
  if (!fs.existsSync(nginx)) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
  server = await startServer({ env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' } });
  proxyPort = await freePort();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-proxy-'));
  const site = siteForTest(fs.readFileSync(siteFile, 'utf8'), {
    listen: `127.0.0.1:${proxyPort}`,
    upstream: `127.0.0.1:${server.port}`,
    logDir: dir,
  });
  fs.writeFileSync(path.join(dir, 'skills55.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  proxy = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]);
  proxy.stderr?.on('data', (chunk) => (nginxOutput += chunk));
  for (let attempt = 0; (await send('/api/test/connection').catch(() => undefined))?.status !== 200; attempt++) {
    if (proxy.exitCode !== null || attempt > 150) throw new Error(`nginx did not start:\n${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  step(`nginx ${proxyPort} -> server ${server.port} (TRUST_PROXY=1), site file ${path.relative(root, siteFile)}`);
});

afterAll(async () => {
  if (proxy && proxy.exitCode === null) {
    const ended = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill('SIGTERM');
    await ended;
  }
  await server?.stop();
  if (nginxOutput) console.log(`nginx said:\n${nginxOutput}`);
  console.log(`nginx walk:\n${walk.join('\n')}`);
});

describe('given the server behind nginx with the site file of docs/operations.md', () => {
  it('registers, logs in and submits a completed topic through nginx', async () => {
    const proxied = { ...server, url: `http://127.0.0.1:${proxyPort}` };
    const account = await createActivatedAccount(proxied);
    const client = specClient(proxied.url);
    const login = await client.login(account.email, account.password);
    expect(login.status).toBe(200);
    step(`POST /api/user/token: ${login.status} (an account registered and activated through nginx)`);
    const topic = (await client.call('GET', '/api/survey/topics')).data.topics[0];
    const generated = await client.call('POST', '/api/survey/generate', { topic: topic.id });
    const submitted = await client.call('POST', '/api/survey/submit', {
      updated_at: generated.data.updated_at,
      survey_attempt: generated.data.survey_attempt,
      survey: generated.data.questions.map(answered),
      complete: true,
    });
    expect(submitted.status, JSON.stringify(submitted.message)).toBe(200);
    step(`POST /api/survey/submit: ${submitted.status} (topic ${topic.id} completed)`);
  });

  it('counts logins per forwarded address: one address locked out, a forged X-Forwarded-For does not help, another is let in', async () => {
    const account = await createActivatedAccount(server);
    const guess = { email: account.email, password: 'not the password at all' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await send('/api/user/token', { body: guess, from: '127.0.0.2' })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    step(`POST /api/user/token from 127.0.0.2, 11 wrong passwords: ${statuses.join(' ')}`);
    const forged = await send('/api/user/token', {
      body: guess,
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forged.status).toBe(429);
    step(`POST /api/user/token from 127.0.0.2 with X-Forwarded-For: 203.0.113.7: ${forged.status}`);
    const owner = await send('/api/user/token', { body: { email: account.email, password: account.password } });
    expect(owner.status).toBe(200);
    step(`POST /api/user/token from 127.0.0.1, the right password: ${owner.status}`);
  });

  it('passes nginx’s request id through, never a client’s: in the answer, nginx’s log and the server’s log', async () => {
    const sent = `walk-${randomUUID()}`;
    const answer = await send('/api/test/connection', { headers: { 'x-request-id': sent } });
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const linesWith = (text: string, part: string) => text.split('\n').filter((line) => line.includes(part));
    const proxyLog = () => linesWith(fs.readFileSync(path.join(dir, 'skills55.access.log'), 'utf8'), `request_id=${id}`);
    await expect.poll(proxyLog).toHaveLength(1);
    const serverLog = () => linesWith(server.logs(), `"reqId":"${id}"`);
    await expect.poll(serverLog).toEqual([expect.stringContaining('"msg":"request done"')]);
    expect(linesWith(server.logs(), sent)).toEqual([]);
    step(
      `X-Request-Id ${sent} sent by the client is replaced by nginx's ${id}, in the answer and both logs:\n` +
        `  nginx:  ${proxyLog()[0]}\n  server: ${serverLog()[0]}`,
    );
  });

  it('passes the files on as the server sends them: precompressed, cached as it says, nothing compressed again', async () => {
    const compressed = fs.readdirSync(path.join(root, 'dist', 'assets')).find((file) => file.endsWith('.js.br'));
    const asset = `/assets/${compressed?.replace(/\.br$/, '')}`;
    const script = await send(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect([script.headers['content-encoding'], script.headers['cache-control']]).toEqual([
      'br',
      'public, max-age=31536000, immutable',
    ]);
    const worker = await send('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect([worker.headers['content-encoding'], worker.headers['cache-control']]).toEqual(['gzip', 'no-cache']);
    const small = await send('/api/test/connection', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    step(`GET ${asset}: ${script.status}, ${script.headers['content-encoding']}, ${script.headers['cache-control']}`);
    step(`GET /sw.js: ${worker.status}, ${worker.headers['content-encoding']}, ${worker.headers['cache-control']}`);
    step(`GET /api/test/connection (accepts gzip): ${small.status}, not compressed`);
  });
});
