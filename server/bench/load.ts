/**
 * The load generator of the API benchmarks, run as a process of its own (support.ts `runLoad` starts it),
 * so autocannon's work is not counted in the server process. Reads a LoadSpec (JSON file named by the first
 * argument), drives the server with autocannon, prints a LoadResult as JSON on stdout.
 *
 * Each connection is given one slot (its user's token, attempt, body) and keeps it for the whole run, so a
 * connection's requests stay valid: a submit sends the version its previous submit answered (no 409).
 */
import fs from 'node:fs';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

export interface LoadSlot {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A survey submit: each request answers the next of `answers` (one question) with the last version seen. */
  submit?: { attempt: string; updatedAt: string; answers: { id: number; answered: unknown }[] };
}

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /**
   * Requests per second offered by all connections together (autocannon's `overallRate`); flat out when
   * absent. A connection still waits for each answer, so the rate holds while latency × rate < connections.
   */
  rate?: number;
  slots: LoadSlot[];
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

interface AutocannonClient {
  setRequests(requests: object[]): void;
}

function requestOf(slot: LoadSlot) {
  const base = { method: slot.method, path: slot.path, headers: slot.headers, body: slot.body };
  const submit = slot.submit;
  if (!submit) return base;
  let version = submit.updatedAt;
  let next = 0;
  return {
    ...base,
    setupRequest(request: { body?: string }) {
      const answer = submit.answers[next++ % submit.answers.length];
      request.body = JSON.stringify({ survey_attempt: submit.attempt, updated_at: version, survey: { questions: [answer] } });
      return request;
    },
    onResponse(status: number, body: string) {
      if (status === 200) version = (JSON.parse(body) as { updated_at: string }).updated_at;
    },
  };
}

async function main() {
  const spec = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
  let made = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    setupClient(client: AutocannonClient) {
      client.setRequests([requestOf(spec.slots[made++ % spec.slots.length]!)]);
    },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats as Record<string, { count: number }>)) {
    statusCodes[code] = stat.count;
  }
  const out: LoadResult = {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
