import { vi } from 'vitest';

/** One request the app made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** Answers one request; `undefined` means 200 with no body. */
export type FakeHandler = FakeResponse | ((call: ApiCall) => FakeResponse | undefined | Promise<FakeResponse | undefined>);

/**
 * Replaces the network at its boundary for component tests: `fetch` answers from `routes` (keyed
 * "METHOD /api/path"), everything above it (RTK Query, the shared client, the store) is the real code.
 * jsdom has no fetch; Node's Request needs an absolute URL and its own AbortSignal, so relative
 * addresses are resolved against the page and the signal is left out.
 */
export function stubApi(routes: Record<string, FakeHandler>) {
  const calls: ApiCall[] = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? new URL(input, window.location.origin) : input;
      super(url, init ? { ...init, signal: undefined } : init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call: ApiCall = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: input.headers,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    if (!handler) return Response.json({ en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' }, { status: 404 });
    const status = answer?.status ?? 200;
    return answer?.body === undefined ? new Response(null, { status }) : Response.json(answer.body, { status });
  });
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** A failure body of design.md section 3. */
export const failure = (en: string, errors?: Record<string, string>) => ({ en, cz: en, ...(errors ? { errors } : {}) });
