/** What the load generator (load.ts) reads, sends and prints; paced-load.ts shares them. */
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
   * Requests per second offered by all connections together, evenly spaced (open loop, paced-load.ts); flat
   * out (autocannon, each connection sending its next request when the last is answered) when absent.
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

/** What one connection sends next, and what it learns from the answer. */
export interface LoadRequest {
  next(): { method: LoadSlot['method']; path: string; headers: Record<string, string>; body?: string };
  answered(status: number, body: string): void;
}
