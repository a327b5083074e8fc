import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { createTestApp, type TestApp } from '../test-support/app';

/** The OpenAPI document says who may call each operation, and passes Redocly's recommended rules. */
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
let t: TestApp;
let doc: {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
};
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path: p, operation })),
  );
});
afterAll(async () => t?.close());

const needsToken = (o: Operation) => JSON.stringify(o.security) === JSON.stringify([{ token: [] }]);

describe('the OpenAPI document', () => {
  it('declares the token scheme and names its server', () => {
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(doc.servers?.[0]?.url).toBe('http://survey.test');
  });

  it('gives every operation a summary, a unique operationId and its security', () => {
    expect(operations.length).toBeGreaterThanOrEqual(36);
    for (const { operation } of operations) {
      expect(operation.summary).toBeTruthy();
      expect(operation.security).toBeDefined();
    }
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['submitSurvey', 'exportCsv', 'logIn']));
  });

  it('documents 401 where a token is needed and 403 on every staff operation, tagged staff', () => {
    const staff = operations.filter((o) => o.operation.tags?.includes('staff'));
    expect(staff.length).toBeGreaterThanOrEqual(12);
    for (const { operation } of staff) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
    for (const { operation } of operations.filter((o) => needsToken(o.operation)))
      expect(operation.responses).toHaveProperty('401');
    const publicOnes = operations.filter((o) => o.operation.security?.length === 0).map((o) => o.operation.operationId);
    expect(publicOnes).toEqual(expect.arrayContaining(['logIn', 'register', 'getConfig', 'getLiveness', 'getReadiness']));
  });

  it('enforces what it declares: each operation that needs a token answers 401 without one', async () => {
    for (const { method, path: p, operation } of operations.filter((o) => needsToken(o.operation))) {
      const url = p.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {}, headers: {} });
      expect(res.statusCode, `${operation.operationId}`).toBe(401);
    }
  });

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const redocly = path.join(projectRoot, 'node_modules', '.bin', 'redocly');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { stdout } = await promisify(execFile)(redocly, ['lint', '--format=json', file], { env }).catch((e) => e);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
