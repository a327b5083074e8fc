import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, call, registration } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { messages } from '../../contract/messages';
import { errorBody } from '../test-support/error-body';

/** Every bad input a 4xx with the usual body, nothing cached that is personal, HEAD as GET. */
let t: TestApp;
let distDir: string;
let port: number;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app shell</title>');
  t = await createTestApp({ env: { DIST_DIR: distDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { en?: unknown }).en === 'string' &&
  typeof (body as { cz?: unknown }).cz === 'string';

/** What a raw socket gets back for bytes written as they are (the HTTP parser's errors never reach inject). */
function rawRequest(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body });
    });
  });
}

describe('given a NUL character in a text field (PostgreSQL cannot store it)', () => {
  const nul = 'a\u0000b';
  const routes: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; body: (email: string) => object; auth?: boolean }> = [
    { method: 'POST', url: '/api/user/register', body: () => registration({ firstName: nul }) },
    { method: 'POST', url: '/api/user/register', body: () => registration({ email: `x${nul}@example.com` }) },
    { method: 'POST', url: '/api/user/token', body: () => ({ email: `x${nul}@example.com`, password: 'long enough' }) },
    { method: 'POST', url: '/api/user/token', body: (email) => ({ email, password: `long ${nul} enough` }) },
    { method: 'POST', url: '/api/user/register/validate', body: () => ({ token: nul }) },
    { method: 'POST', url: '/api/user/password/request', body: () => ({ email: `x${nul}@example.com` }) },
    {
      method: 'POST',
      url: '/api/user/password/reset',
      body: () => ({ password: 'long enough one', confirmPwd: 'long enough one', token: `t${nul}` }),
    },
    {
      method: 'PUT',
      url: '/api/user/password/change',
      auth: true,
      body: () => ({ oldPassword: nul, newPassword: 'long enough one', confirmPassword: 'long enough one' }),
    },
    {
      method: 'PUT',
      url: '/api/user/update',
      auth: true,
      body: () => {
        const { email: _e, password: _p, confirmPwd: _c, gdpr: _g, ...profile } = registration({ lastName: nul });
        return profile;
      },
    },
    { method: 'DELETE', url: '/api/user/delete', auth: true, body: () => ({ password: `pass${nul}word` }) },
  ];

  it('answers 400 with the usual body and the field under errors on every account route, never 500', async () => {
    const user = await activeUser(t);
    for (const route of routes) {
      const res = await call(t, route.method, route.url, {
        body: route.body(user.email),
        ...(route.auth ? { token: user.token } : {}),
      });
      expect(res.status, `${route.method} ${route.url}`).toBe(400);
      expect(isErrorBody(res.body), `${route.method} ${route.url}`).toBe(true);
      expect(Object.keys(res.body.errors ?? {}).length, `${route.method} ${route.url}`).toBe(1);
    }
    // Nothing changed: the account still works with its password.
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).status).toBe(200);
  });

  it('refuses it in a query value and a JSON key too, also on routes without a schema', async () => {
    const user = await activeUser(t);
    const inQuery = await call(t, 'GET', '/api/user/me?lang=%00', { token: user.token });
    expect(inQuery).toMatchObject({ status: 400, body: { errors: { lang: 'VALIDATION.CHARACTERS' } } });
    const inKey = await call(t, 'POST', '/api/user/logout', { token: user.token, body: { 'x\u0000': 1 } });
    expect(inKey.status).toBe(400);
    expect(isErrorBody(inKey.body)).toBe(true);
    expect((await call(t, 'GET', '/locales/en/translation.json?v=%00')).status).toBe(400);
  });
});

describe('given names with control, format or line-break characters', () => {
  it('refuses them with VALIDATION.CHARACTERS and keeps the letters of every language', async () => {
    const refused = await call(t, 'POST', '/api/user/register', {
      body: registration({ firstName: 'Mar\nta', lastName: 'Nov\u202eáková' }),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { ...messages.invalidRequest, errors: { firstName: 'VALIDATION.CHARACTERS', lastName: 'VALIDATION.CHARACTERS' } },
    });
    const user = await activeUser(t, { firstName: 'Ђорђе', lastName: 'Weiß-Győrffy Čačić' });
    expect((await call(t, 'GET', '/api/user/me', { token: user.token })).body).toMatchObject({
      first_name: 'Ђорђе',
      last_name: 'Weiß-Győrffy Čačić',
    });
  });
});

describe('given paths that try to leave /locales', () => {
  it.each([
    '/locales/..%2f..%2fpackage.json',
    '/locales/%2e%2e/',
    '/locales/%2e%2e/package.json',
    '/locales/%2e%2e/%2e%2e/etc/passwd',
    '/locales/..',
    '/locales/%2e%2e',
    '/locales/..%5c..%5cpackage.json',
    '/locales/%252e%252e/package.json',
    '/locales/..%252f..%252fpackage.json',
    '/locales/%2e%2e/locales/en/translation.json',
    '/locales/en/%2e%2e/en/translation.json',
    '/locales//etc/passwd',
    '/locales/%00',
    '/locales/en/translation.json%00',
    '/locales/xx/translation.json',
    '/locales/en/other.json',
    // The server's own texts (e-mails, export) are no browser's business (docs/translations.md).
    '/locales/en/server.json',
  ])('answers %s with 404 and the usual body, no file and no stack', async (url) => {
    // Sent as they are over a socket: a URL parser (inject's, a browser's) would resolve the dots first.
    const res = await rawRequest(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(errorBody(messages.notFound));
  });

  it('still serves the 10 translation files', async () => {
    for (const lng of ['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']) {
      const res = await t.app.inject({ method: 'GET', url: `/locales/${lng}/translation.json` });
      expect(res.statusCode, lng).toBe(200);
      expect(res.json().TESTING).toBeDefined();
    }
  });
});

describe('given requests that fail before any route runs', () => {
  it('answers an URL that cannot be decoded with 400 and the usual body', async () => {
    for (const url of ['/%', '/api/%zz', '/locales/%c0%ae%c0%ae/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(errorBody(messages.malformedBody));
    }
  });

  it('answers a header too large with 431 and the usual body', async () => {
    const res = await rawRequest(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(errorBody(messages.headersTooLarge));
  });

  it('answers bytes that are not HTTP, and a bad Content-Length, with 400 and the usual body', async () => {
    for (const text of ['GARBAGE\r\n\r\n', 'POST /api/user/token HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']) {
      const res = await rawRequest(text);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual(errorBody(messages.malformedBody));
    }
  });

  it('answers an unsupported body type and an unknown method in the wire format', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(400);
    expect(isErrorBody(text.json())).toBe(true);
    const propfind = await t.app.inject({ method: 'PROPFIND', url: '/api/user/me' });
    expect(propfind.statusCode).toBe(404);
    expect(propfind.json()).toEqual(errorBody(messages.notFound));
  });
});

describe('given personal answers', () => {
  it('marks every API answer Cache-Control: no-store, failures included', async () => {
    const user = await activeUser(t);
    const answers = [
      await call(t, 'POST', '/api/user/token', { body: { email: user.email, password: user.password } }),
      await call(t, 'GET', '/api/user/me', { token: user.token }),
      await call(t, 'GET', '/api/user/me/full', { token: user.token }),
      await call(t, 'PUT', '/api/user/password/change', {
        token: user.token,
        body: { oldPassword: user.password, newPassword: 'a changed password', confirmPassword: 'a changed password' },
      }),
      await call(t, 'GET', '/api/user/me'),
      await call(t, 'GET', '/api/test/sql'),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('given HEAD requests (uptime monitors, link checkers)', () => {
  it('answers every page route as GET does, without a body', async () => {
    for (const url of ['/', '/login', '/wlb', '/profile', '/questionnaire?topic-id=1']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  it('answers HEAD of an API route and of an unknown API path as GET does', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/test/connection' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'HEAD', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('');
  });
});
