import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes } from '../../contract/languages';
import { loadingFramePaths, prerenderedFile, prerenderedPaths } from '../../contract/prerendered-pages';
import { projectRoot } from '../paths';
import { createTestApp, type TestApp } from '../test-support/app';

/** The public pages go rendered in the visitor's language, which the app then hydrates. */
let t: TestApp;
let distDir: string;

const pageText = (language: string, page: string) =>
  `<!doctype html><html lang="${language}"><body>${page} in ${language}</body></html>`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  for (const language of languageCodes) {
    for (const page of [...prerenderedPaths, ...loadingFramePaths]) {
      const file = path.join(distDir, prerenderedFile(language, page));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageText(language, page));
    }
  }
  execFileSync(process.execPath, [path.join(projectRoot, 'scripts', 'precompress.mjs'), distDir]);
  t = await createTestApp({ env: { DIST_DIR: distDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('given the build has prerendered the public pages', () => {
  it('sends each public page in English to a browser that names no language of ours', async () => {
    for (const page of prerenderedPaths) {
      const res = await get(page, { 'accept-language': 'fr-FR,fr;q=0.9' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(pageText('en', page));
      expect(res.headers['cache-control']).toBe('no-cache');
      // Caches keep one copy per language and encoding.
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
      expect(String(res.headers.vary)).toMatch(/cookie/i);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it("sends the browser's language, taking the most wanted one we have by its weight", async () => {
    expect((await get('/login', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.8' })).body).toBe(pageText('de', '/login'));
    expect((await get('/', { 'accept-language': 'fr;q=0.9, en;q=0.1, sr-Cyrl;q=0.5' })).body).toBe(pageText('sr', '/'));
    expect((await get('/wlb', { 'accept-language': 'hu;q=0, sk' })).body).toBe(pageText('sk', '/wlb'));
  });

  it("sends the language the visitor chose in the app (its cookie) over the browser's", async () => {
    const res = await get('/register', { cookie: 'theme=dark; language=bg', 'accept-language': 'de' });
    expect(res.body).toBe(pageText('bg', '/register'));
  });

  it('ignores a cookie that names no language of ours, or cannot be read, and goes by the browser', async () => {
    expect((await get('/guides', { cookie: 'language=xx', 'accept-language': 'hr' })).body).toBe(pageText('hr', '/guides'));
    expect((await get('/gdpr', { cookie: 'language=%E0%A4%A', 'accept-language': 'sl' })).body).toBe(pageText('sl', '/gdpr'));
  });

  it('sends the prerendered page compressed as the browser asks', async () => {
    const res = await get('/accessibility', { 'accept-encoding': 'br, gzip', 'accept-language': 'cs' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(pageText('cs', '/accessibility'));
  });

  it('sends the app page for every other address, which the app renders in the browser', async () => {
    for (const url of ['/profile', '/history', '/topic-select', '/login/', '/no-such-page']) {
      const res = await get(url, { 'accept-language': 'de' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('sends the app page for a public page with a query (the e-mailed links open a dialog on it)', async () => {
    for (const url of ['/login?activation=abc', '/login?reset-token=abc', '/?from=mail']) {
      expect((await get(url, { 'accept-language': 'bs' })).body).toContain('<div id="root"></div>');
    }
  });

  it("sends a signed-in page's loading frame in the visitor's language, with or without its query", async () => {
    expect((await get('/questionnaire?topic-id=1', { 'accept-language': 'hr' })).body).toBe(pageText('hr', '/questionnaire'));
    expect((await get('/wlb/questionnaire?topic-id=4&retry=1', { cookie: 'language=sr' })).body).toBe(
      pageText('sr', '/wlb/questionnaire'),
    );
    expect((await get('/result?id=abc', { 'accept-language': 'hu' })).body).toBe(pageText('hu', '/result'));
    const res = await get('/wlb/result', { 'accept-language': 'fr' });
    expect(res.body).toBe(pageText('en', '/wlb/result'));
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('answers HEAD as GET', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-language': 'de' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('does not serve the page files under an address of their own', async () => {
    expect((await get('/pages/en/login.html')).statusCode).toBe(404);
  });
});
