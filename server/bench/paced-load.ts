/**
 * An open-loop load at a fixed offered rate ("p99 at 500 requests/s offered"): a request falls due
 * every 1/rate seconds whatever the server answers, and its latency counts from when it fell due, so time it
 * spent waiting for a free connection counts too (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each connection a budget per second and lets it spend the
 * budget at once, so all 50 connections send their 10 requests back to back at the start of every second. The
 * server then meets a burst at the flat-out rate for a few dozen milliseconds and nothing for the rest of the
 * second; the p99 measured that way is the burst's queue, not what a steady stream of users meets.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadRequest, LoadResult, LoadSpec } from './load-types';

/** A request that has not been answered after this long counts as a time-out (autocannon's default too). */
const timeoutMs = 10_000;

interface Connection {
  agent: http.Agent;
  request: LoadRequest;
  busy: boolean;
}

export async function pacedLoad(
  spec: LoadSpec & { rate: number },
  requestOf: (slotIndex: number) => LoadRequest,
): Promise<LoadResult> {
  const url = new URL(spec.url);
  const connections: Connection[] = Array.from({ length: spec.connections }, (_, i) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    request: requestOf(i),
    busy: false,
  }));
  const interval = 1000 / spec.rate;
  const total = Math.round(spec.rate * spec.duration);
  const due: number[] = [];
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  let scheduled = 0;
  let settled = 0;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const start = performance.now();

  function send(connection: Connection, dueAt: number) {
    connection.busy = true;
    let timedOut = false;
    let over = false;
    const settle = () => {
      if (over) return; // an error after the answer (the socket closing) settles nothing more
      over = true;
      done(connection);
    };
    const { method, path, headers, body } = connection.request.next();
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers, agent: connection.agent, timeout: timeoutMs },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          latencies.push(performance.now() - dueAt);
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          connection.request.answered(status, text);
          settle();
        });
      },
    );
    request.on('timeout', () => {
      timedOut = true;
      timeouts++;
      request.destroy(new Error('timed out'));
    });
    request.on('error', () => {
      if (!timedOut && !over) errors++;
      settle();
    });
    request.end(body);
  }

  function done(connection: Connection) {
    connection.busy = false;
    settled++;
    dispatch();
  }

  function dispatch() {
    // A request that has waited for a free connection as long as an answer may take is a time-out, unsent:
    // a server far behind ends the run soon after its duration instead of working through the backlog.
    const now = performance.now();
    while (due.length && now - due[0]! > timeoutMs) {
      due.shift();
      timeouts++;
      settled++;
    }
    if (settled === total) finish();
    for (const connection of connections) {
      if (!due.length) return;
      if (!connection.busy) send(connection, due.shift()!);
    }
  }

  function tick() {
    const now = performance.now();
    while (scheduled < total && start + scheduled * interval <= now) due.push(start + scheduled++ * interval);
    dispatch();
    if (scheduled < total) setTimeout(tick, Math.max(0, start + scheduled * interval - performance.now()));
  }

  tick();
  await finished;
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of connections) connection.agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN);
  const ok = Object.entries(statusCodes).reduce((sum, [code, n]) => sum + (Number(code) < 300 ? n : 0), 0);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    max: round(latencies.at(-1) ?? Number.NaN),
    non2xx: latencies.length - ok,
    errors,
    timeouts,
    statusCodes,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
