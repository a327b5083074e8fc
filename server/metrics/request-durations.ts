import { Histogram, type Registry } from 'prom-client';

/** From 5 ms (a cached answer) to 60 s (a large research package). */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** Request durations by route pattern (never the address as sent), method and status. */
export function createRequestDurations(registers: Registry[]) {
  const histogram = new Histogram({
    name: 'skills55_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'],
    buckets,
    registers,
  });
  return (route: string, method: string, status: number, seconds: number) =>
    histogram.observe({ route, method, status: String(status) }, seconds);
}
