import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes } from '../../contract/languages';
import { projectRoot } from '../paths';
import { activeUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { seedFixtureTopics } from '../test-support/survey';
import { messages } from '../../contract/messages';
import { errorBody } from '../test-support/error-body';

/** Every text the browser loads comes in brotli or gzip as it asks, cached as long as it may be. */
let t: TestApp;
let distDir: string;

const brAndGzip = 'br, gzip';
const chromium = 'gzip, deflate, br, zstd';

// Enough text in each file that compression pays, as in the real build.
const filler = (line: string) => Array.from({ length: 60 }, (_, i) => `${line} ${i}`).join('\n');
const files: Record<string, string> = {
  'index.html': `<!doctype html><html lang="en"><head><title>app shell</title>
<script type="module" src="/assets/index-Ab12Cd34.js"></script><link rel="stylesheet" href="/assets/index-Ef56Gh78.css">
</head><body><div id="root"></div><!--\n${filler('shell')}\n--></body></html>`,
  'assets/index-Ab12Cd34.js': filler('export const greeting = "hello from the bundle";'),
  'assets/index-Ef56Gh78.css': filler('.button { color: var(--accent); padding: 0.75rem 1rem; }'),
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${filler('<rect width="1" height="1"/>')}</svg>`,
};

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    fs.writeFileSync(path.join(distDir, name), text);
  }
  // The build step itself (npm run build runs it after vite build) writes the compressed copies.
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'precompress.mjs'), distDir]);
  t = await createTestApp({ env: { DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

/** The body as the browser reads it: decoded per Content-Encoding. */
function decoded(res: LightMyRequestResponse) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('given the built web app files (precompressed at build time)', () => {
  const kinds = [
    { kind: 'the page of a route (index.html fallback)', url: '/login', file: 'index.html', type: 'text/html' },
    { kind: 'the home page', url: '/', file: 'index.html', type: 'text/html' },
    { kind: 'index.html asked by name', url: '/index.html', file: 'index.html', type: 'text/html' },
    { kind: 'JavaScript', url: '/assets/index-Ab12Cd34.js', file: 'assets/index-Ab12Cd34.js', type: 'application/javascript' },
    { kind: 'CSS', url: '/assets/index-Ef56Gh78.css', file: 'assets/index-Ef56Gh78.css', type: 'text/css' },
    { kind: 'SVG', url: '/logo.svg', file: 'logo.svg', type: 'image/svg+xml' },
  ];

  it.each(kinds)('sends $kind in brotli when brotli and gzip are accepted, as Chromium asks', async ({ url, file, type }) => {
    for (const accepted of [brAndGzip, chromium]) {
      const res = await get(url, accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe('br');
      expect(res.headers['content-type']).toContain(type);
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toBe(files[file]);
    }
  });

  it.each(kinds)('sends $kind in gzip when only gzip is accepted', async ({ url, file }) => {
    const res = await get(url, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res)).toBe(true);
    expect(decoded(res)).toBe(files[file]);
  });

  it.each(kinds)('sends $kind as it is when no encoding is accepted, still varying on Accept-Encoding', async ({ url, file }) => {
    for (const accepted of [undefined, 'identity']) {
      const res = await get(url, accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res)).toBe(true);
      expect(res.body).toBe(files[file]);
    }
  });

  it('caches the fingerprinted files for good and asks again for the pages each time', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', brAndGzip);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/login', '/index.html']) {
      for (const accepted of [brAndGzip, 'gzip', undefined]) {
        expect((await get(url, accepted)).headers['cache-control'], `${url} ${accepted}`).toBe('no-cache');
      }
    }
  });

  it('answers a revalidated page with 304 and no body', async () => {
    const first = await get('/', brAndGzip);
    expect(first.headers.etag).toBeDefined();
    const again = await get('/', brAndGzip, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD as GET does, compressed headers without a body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/login', headers: { 'accept-encoding': brAndGzip } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('does not serve the compressed copies as pages of their own', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/index.html.gz']) {
      const res = await get(url, brAndGzip);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(errorBody(messages.notFound));
    }
  });
});

describe('given the translation files (compressed once, kept in memory)', () => {
  const source = (lng: string) => fs.readFileSync(path.join(projectRoot, 'locales', lng, 'translation.json'), 'utf8');

  it('sends every language in brotli, gzip or as it is, as Accept-Encoding asks', async () => {
    for (const lng of languageCodes) {
      for (const [accepted, encoding] of [
        [brAndGzip, 'br'],
        [chromium, 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await get(`/locales/${lng}/translation.json`, accepted);
        expect(res.statusCode, `${lng} ${accepted}`).toBe(200);
        expect(res.headers['content-encoding'], `${lng} ${accepted}`).toBe(encoding);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(varies(res)).toBe(true);
        expect(decoded(res)).toBe(source(lng));
      }
    }
  });

  it('lets the browser keep them but revalidate: 304 without a body while the file is unchanged', async () => {
    for (const accepted of [brAndGzip, 'gzip', undefined]) {
      const first = await get('/locales/de/translation.json', accepted);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers['last-modified']).toBeDefined();
      const etag = String(first.headers.etag);
      const again = await get('/locales/de/translation.json', accepted, { 'if-none-match': etag });
      expect(again.statusCode, String(accepted)).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(varies(again)).toBe(true);
      const byDate = await get('/locales/de/translation.json', accepted, {
        'if-modified-since': String(first.headers['last-modified']),
      });
      expect(byDate.statusCode).toBe(304);
    }
  });

  it('gives each encoding its own tag, and sends the file again for a tag of other content', async () => {
    const tags = new Set<string>();
    for (const accepted of [brAndGzip, 'gzip', undefined])
      tags.add(String((await get('/locales/cs/translation.json', accepted)).headers.etag));
    expect(tags.size).toBe(3);
    const other = await get('/locales/cs/translation.json', brAndGzip, {
      'if-none-match': String((await get('/locales/sk/translation.json', brAndGzip)).headers.etag),
    });
    expect(other.statusCode).toBe(200);
    expect(decoded(other)).toBe(source('cs'));
  });

  it('answers HEAD as GET does, without a body', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/locales/en/translation.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body).toBe('');
  });
});

describe('given API answers', () => {
  it('compresses an answer over 1 KB (the OpenAPI document) as Accept-Encoding asks', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepted, encoding] of [
      [brAndGzip, 'br'],
      [chromium, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/api/openapi.json', accepted);
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      expect(varies(res)).toBe(true);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('sends an answer under 1 KB as it is, still varying on Accept-Encoding', async () => {
    const res = await get('/api/config', brAndGzip);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.json()).toEqual({ allow_anonymous: false });
  });

  it('keeps a personal answer no-store when it is compressed, and never compresses an answer with a session token', async () => {
    const { alpha } = await seedFixtureTopics(t);
    const user = await activeUser(t);
    // The user's own attempt with every question of the topic.
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/survey/generate',
      headers: { 'accept-encoding': brAndGzip, 'content-type': 'application/json', authorization: `Token ${user.token}` },
      payload: JSON.stringify({ topic: alpha }),
    });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.headers['content-encoding']).toBe('br');
    expect(attempt.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(attempt)).questions.length).toBeGreaterThan(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { 'accept-encoding': brAndGzip, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.headers['cache-control']).toBe('no-store');
    expect(typeof login.json().token).toBe('string');
  });

  it('answers failures with the usual body in any encoding', async () => {
    for (const accepted of [brAndGzip, 'gzip', undefined]) {
      const missing = await get('/api/no-such-thing', accepted);
      expect(missing.statusCode).toBe(404);
      expect(JSON.parse(decoded(missing))).toEqual(errorBody(messages.notFound));
      const traversal = await get('/locales/%2e%2e/package.json', accepted);
      expect(traversal.statusCode).toBe(404);
      expect(JSON.parse(decoded(traversal))).toEqual(errorBody(messages.notFound));
    }
  });
});
