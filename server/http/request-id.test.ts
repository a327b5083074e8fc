import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { capturedLog } from '../test-support/log';
import { clientErrorHandler } from './errors';
import { requestIdOf } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const captured = capturedLog();
beforeAll(async () => {
  t = await createTestApp({ log: captured.stream });
});
afterAll(async () => t?.close());

const linesOf = (id: string) =>
  captured
    .text()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.reqId === id);

describe('given a request that fails', () => {
  it('names it by one id in the X-Request-Id header, the error body and its one access log line', async () => {
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/survey/attempt/abc123?token=secret-in-query',
      // Without TRUST_PROXY, a client's own id is not taken.
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(failed.statusCode).toBe(404);
    const id = failed.headers['x-request-id'] as string;
    expect(id).toMatch(uuid);
    expect(failed.json().requestId).toBe(id);
    const done = linesOf(id).filter((line) => line.msg === 'request done');
    expect(done).toEqual([
      expect.objectContaining({
        level: 30,
        route: '/api/survey/attempt/:id',
        method: 'GET',
        status: 404,
        bytes: expect.any(Number),
      }),
    ]);
    const log = captured.text();
    expect(log).not.toContain('secret-in-query');
    expect(log).not.toContain('abc123');
    expect(log).not.toContain('chosen-by-the-client');

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    expect(linesOf(missing.headers['x-request-id'] as string)).toContainEqual(
      expect.objectContaining({ msg: 'request done', route: '(no route)', status: 404 }),
    );
  });

  it('answers a request Node cannot parse with a new id, the same in its header and body', () => {
    let written = '';
    const socket = { writable: true, destroyed: false, write: (text: string) => (written += text), destroy: () => {} };
    clientErrorHandler(Object.assign(new Error('bad'), { code: 'HPE_INVALID_METHOD' }), socket as unknown as Socket);
    const header = /\r\nX-Request-Id: ([^\r]+)\r\n/.exec(written)?.[1];
    expect(header).toMatch(uuid);
    expect(JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4)).requestId).toBe(header);
  });
});

describe('given an answer compressed as it is sent', () => {
  it('logs the bytes it sent, counted, since it has no Content-Length', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(linesOf(answer.headers['x-request-id'] as string)).toContainEqual(
      expect.objectContaining({ msg: 'request done', route: '/api/openapi.json', bytes: answer.rawPayload.length }),
    );
  });
});

describe('given the health probes', () => {
  it('logs their answers at debug only, so polling does not fill the log', async () => {
    const probe = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(probe.statusCode).toBe(200);
    expect(linesOf(probe.headers['x-request-id'] as string)).toContainEqual(
      expect.objectContaining({ msg: 'request done', route: '/livez', level: 20 }),
    );
  });
});

describe('given an X-Request-Id from the client', () => {
  const from = (trustProxy: boolean | number, id: string) =>
    requestIdOf(trustProxy)({ headers: { 'x-request-id': id } } as unknown as IncomingMessage);

  it('takes it from a trusted proxy when it looks sane, and makes a new one otherwise', () => {
    expect(from(1, 'nginx-4f1c.77:a@b')).toBe('nginx-4f1c.77:a@b');
    expect(from(true, 'req 1')).toMatch(uuid);
    expect(from(true, 'x'.repeat(129))).toMatch(uuid);
    expect(from(false, 'nginx-4f1c')).toMatch(uuid);
  });
});
