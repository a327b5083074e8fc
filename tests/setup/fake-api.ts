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

let inFlight = 0;

/**
 * Resolves once every request the fake server took has been answered and the app has had a turn to handle
 * the answers: a page unmounted at a test's end may still save (the survey saver sends what it has on the
 * way out), and its draft must not land in the next test's storage.
 */
export async function apiSettled() {
  // A test that left fake timers on has no timer turn to wait for.
  if (vi.isFakeTimers()) return;
  for (let turn = 0; turn < 200 && inFlight > 0; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

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
    inFlight += 1;
    try {
      return await answer(input);
    } finally {
      inFlight -= 1;
    }
  });
  async function answer(input: Request) {
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
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (!handler) return Response.json({ en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' }, { status: 404 });
    const status = reply?.status ?? 200;
    return reply?.body === undefined ? new Response(null, { status }) : Response.json(reply.body, { status });
  }
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** A failure body of docs/product/choices.md. */
export const failure = (en: string, errors?: Record<string, string>) => ({ en, cz: en, ...(errors ? { errors } : {}) });
