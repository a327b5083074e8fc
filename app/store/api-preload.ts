/** An API call as the app's client sends it, so a call started before the app can be recognised as one of its own. */
export interface PreloadedCall {
  method: 'GET' | 'POST';
  /** With /api, as the server routes it. */
  path: string;
  /** The JSON text sent, exactly as the app's client writes it. */
  body: string | null;
}

/**
 * A call started before the app (by the first paint's boot script, app/first-paint/boot.ts), waiting in
 * `window.__apiPreloads` for the app's client (base-query.ts) to adopt it.
 */
export interface ApiPreload extends PreloadedCall {
  /** The Authorization and Accept-Language it was sent with: the app's call must carry the same. */
  authorization: string;
  language: string;
  startedAt: number;
  response: Promise<Response | undefined>;
}

declare global {
  interface Window {
    __apiPreloads?: ApiPreload[];
  }
}

/** An unadopted call this old is not the page's first call any more: the app asks afresh. */
const adoptWithinMs = 30_000;

/**
 * The boot script's call that is this request (same method, path, body, session and language), taken once:
 * the app's client gets its response instead of asking again; when that call failed to reach the
 * server, the request is sent as usual. Undefined at once when no such call is waiting, so every other
 * request leaves as before, without a wait.
 */
export function takeApiPreload(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> | undefined {
  const preloads = typeof window === 'undefined' ? undefined : window.__apiPreloads;
  if (!preloads?.length) return undefined;
  const url = new URL(request.url);
  const candidates = preloads.filter(
    (p) =>
      p.method === request.method &&
      p.path === url.pathname + url.search &&
      p.authorization === (request.headers.get('Authorization') ?? '') &&
      p.language === request.headers.get('Accept-Language') &&
      performance.now() - p.startedAt < adoptWithinMs,
  );
  if (!candidates.length) return undefined;
  return (async () => {
    const body = request.method === 'GET' ? null : await request.clone().text();
    const preload = candidates.find((p) => p.body === body && preloads.includes(p));
    if (preload) preloads.splice(preloads.indexOf(preload), 1);
    return (await preload?.response) ?? send(request);
  })();
}
