/**
 * The load generator of the API benchmarks, run as a process of its own (support.ts `runLoad` starts it),
 * so its work is not counted in the server process. Reads a LoadSpec (JSON file named by the first
 * argument), drives the server flat out with autocannon or at a fixed offered rate with paced-load.ts, prints
 * a LoadResult as JSON on stdout.
 *
 * Each connection is given one slot (its user's token, attempt, body) and keeps it for the whole run, so a
 * connection's requests stay valid: a submit sends the version its previous submit answered (no 409).
 */
import fs from 'node:fs';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult, LoadSlot, LoadSpec } from './load-types';
import { pacedLoad } from './paced-load';

interface AutocannonClient {
  setRequests(requests: object[]): void;
}

export function loadRequest(slot: LoadSlot): LoadRequest {
  const base = { method: slot.method, path: slot.path, headers: slot.headers, body: slot.body };
  const submit = slot.submit;
  if (!submit) return { next: () => base, answered: () => {} };
  let version = submit.updatedAt;
  let next = 0;
  return {
    next() {
      const answer = submit.answers[next++ % submit.answers.length];
      return {
        ...base,
        body: JSON.stringify({ survey_attempt: submit.attempt, updated_at: version, survey: { questions: [answer] } }),
      };
    },
    answered(status, body) {
      if (status === 200) version = (JSON.parse(body) as { updated_at: string }).updated_at;
    },
  };
}

/** The request as autocannon takes it: a submit's body is made anew before each request. */
function autocannonRequest(slot: LoadSlot) {
  const request = loadRequest(slot);
  const base = request.next();
  if (!slot.submit) return base;
  return {
    ...base,
    setupRequest: (sent: { body?: string }) => Object.assign(sent, { body: request.next().body }),
    onResponse: (status: number, body: string) => request.answered(status, body),
  };
}

async function main() {
  const spec = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
  const slotOf = (i: number) => spec.slots[i % spec.slots.length]!;
  const out = spec.rate
    ? await pacedLoad({ ...spec, rate: spec.rate }, (i) => loadRequest(slotOf(i)))
    : await flatOut(spec, slotOf);
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

async function flatOut(spec: LoadSpec, slotOf: (i: number) => LoadSlot): Promise<LoadResult> {
  let made = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.duration,
    setupClient(client: AutocannonClient) {
      client.setRequests([autocannonRequest(slotOf(made++))]);
    },
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats as Record<string, { count: number }>)) {
    statusCodes[code] = stat.count;
  }
  return {
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
}

await main();
