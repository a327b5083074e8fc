import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { activeUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { type JsonSchema, fittingValue } from '../test-support/schema-arbitrary';
import { seedFixtureTopics } from '../test-support/survey';

/**
 * Every operation of the OpenAPI document, as anonymous, a respondent and staff, with bodies that
 * start valid and are broken in every way a client or an attacker could: the server answers each with a 2xx
 * or 4xx, or with a 5xx only where the operation documents it and in the documented shape (/readyz's 503
 * with its reason: it polls a database other test files share), and keeps answering. Operations added
 * later are probed the day they appear.
 */
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Probe {
  method: string;
  path: string;
  operation: Operation;
}

let t: TestApp;
let tokens: Record<'anonymous' | 'respondent' | 'staff', string | undefined>;
let probes: Probe[];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtureTopics(t);
  const staff = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, staff.email));
  tokens = { anonymous: undefined, respondent: (await activeUser(t)).token, staff: staff.token };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  probes = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })))
    // Ending the session or the account last keeps the other operations signed in.
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
});
afterAll(async () => {
  console.log(`no-500 property test: ${sent} requests`);
  await t?.close();
});

/**
 * Whether an answer of 500 or more is one the operation documents: its status is listed, and its body has the
 * documented fields with values the document allows (the reason of a 503).
 */
function documentedServerAnswer(operation: Operation, status: number, body: string): boolean {
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  if (!schema) return false;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  return Object.entries(schema.properties ?? {}).every(([name, field]) => {
    if (!(name in value)) return !schema.required?.includes(name);
    if (field.const !== undefined) return value[name] === field.const;
    return !field.enum || field.enum.includes(value[name]);
  });
}

const endsSession = (p: Probe) => ['logOut', 'deleteAccount', 'changePassword'].includes(p.operation.operationId);

/** Adds an own `__proto__` key to the first object of a JSON text (JSON.stringify cannot write one). */
const withProtoKey = (json: string) => json.replace(/^\{/, '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"x":1}},');
const withNul = (value: unknown): unknown =>
  typeof value === 'string'
    ? `${value}\u0000`
    : Array.isArray(value)
      ? value.map(withNul)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]))
        : value;

/** The body of a request: valid by the schema, then kept, broken a little, or replaced altogether. */
function bodyOf(schema: JsonSchema | undefined): fc.Arbitrary<{ type: string; text: string }> {
  const valid = schema ? fittingValue(schema) : fc.jsonValue();
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' }));
  return fc.oneof(
    json(valid),
    json(
      fc
        .tuple(valid, fc.string({ maxLength: 12 }), fc.jsonValue())
        .map(([v, k, junk]) => (v && typeof v === 'object' ? { ...v, [k]: junk } : junk)),
    ),
    json(valid.map(withNul)),
    json(fc.jsonValue()),
    json(fc.string({ minLength: 1, maxLength: 4 }).map((s) => ({ survey: s.repeat(300_000) }))),
    valid.map((v) => ({ type: 'application/json', text: withProtoKey(JSON.stringify(v) ?? '{}') })),
    fc
      .integer({ min: 60, max: 20_000 })
      .map((depth) => ({ type: 'application/json', text: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
    fc
      .integer({ min: 60, max: 5_000 })
      .map((depth) => ({ type: 'application/json', text: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` })),
    valid.map((v) => ({ type: 'application/json', text: (JSON.stringify(v) ?? '{}').slice(0, -1) })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml')
      .chain((type) => fc.string({ maxLength: 40 }).map((text) => ({ type, text }))),
  );
}

/** A value for a path or query parameter: one that fits, or any text at all. */
const parameterOf = (p: Parameter) =>
  fc.oneof(
    fittingValue(p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('__proto__', '0x1', ' 1 ', '1e3', '-1', '99999999999'),
  );

function requestOf(probe: Probe) {
  const parameters = probe.operation.parameters ?? [];
  const values = fc.record(
    Object.fromEntries(parameters.map((p) => [p.name, parameterOf(p)])) as Record<string, fc.Arbitrary<string>>,
  );
  const schema = probe.operation.requestBody?.content['application/json']?.schema;
  return fc.record({ values, body: bodyOf(schema) });
}

describe('given the answers of 500 and more that an operation documents', () => {
  it('expects /readyz’s 503 with a documented reason, and nothing else of 500 or more anywhere', () => {
    const readiness = probes.find((p) => p.operation.operationId === 'getReadiness')!.operation;
    const notReady = (reason: string) => JSON.stringify({ status: 'not ready', reason });
    expect(documentedServerAnswer(readiness, 503, notReady('restore or move in progress'))).toBe(true);
    expect(documentedServerAnswer(readiness, 503, notReady('database unreachable'))).toBe(true);
    expect(documentedServerAnswer(readiness, 503, notReady('because'))).toBe(false);
    expect(documentedServerAnswer(readiness, 500, notReady('database unreachable'))).toBe(false);
    const internal = JSON.stringify({ en: 'Internal error', cs: 'Interní chyba' });
    for (const probe of probes)
      expect(documentedServerAnswer(probe.operation, 500, internal), probe.operation.operationId).toBe(false);
  });
});

describe('given random, broken and hostile requests to every operation of the OpenAPI document', () => {
  it.each(['anonymous', 'respondent', 'staff'] as const)(
    'answers each %s request with a 2xx or 4xx, or a 5xx it documents',
    async (role) => {
      for (const probe of probes) {
        await fc.assert(
          fc.asyncProperty(requestOf(probe), async ({ values, body }) => {
            const parameters = probe.operation.parameters ?? [];
            const url =
              probe.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? '1')) +
              `?${new URLSearchParams(parameters.filter((p) => p.in === 'query').map((p) => [p.name, values[p.name] ?? '']))}`;
            const withBody = probe.method !== 'get';
            const res = await t.app.inject({
              method: probe.method.toUpperCase() as 'GET',
              url,
              headers: {
                ...(tokens[role] ? { authorization: `Token ${tokens[role]}` } : {}),
                ...(withBody ? { 'content-type': body.type } : {}),
              },
              ...(withBody ? { payload: body.text } : {}),
            });
            sent += 1;
            const what = `${probe.operation.operationId} ${url} ${body.type} ${body.text.slice(0, 200)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (res.statusCode >= 500) expect(documentedServerAnswer(probe.operation, res.statusCode, res.body), what).toBe(true);
          }),
          { numRuns: 30 },
        );
      }
      const alive = await t.app.inject({ method: 'GET', url: '/api/test/connection' });
      expect(alive.statusCode).toBe(200);
    },
  );
});
