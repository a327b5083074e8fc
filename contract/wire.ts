/**
 * The wire format of docs/product/choices.md: a success body is the payload itself; a failure has a 4xx/5xx
 * status and this body. `en` is a stable English sentence that every locale translates under
 * BACKEND-RESPONSES.<en>; `errors` maps form field names to VALIDATION.* keys. The zod schema of it, for the
 * server, is in contract/error-body.ts (kept apart so the browser's first load needs no zod).
 */
export interface ErrorBody {
  en: string;
  cz: string;
  errors?: Record<string, string>;
  /** The id of the request that failed, as in the log and the X-Request-Id header (docs/operations.md). */
  requestId?: string;
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  const errorsOk =
    b.errors === undefined ||
    (typeof b.errors === 'object' && b.errors !== null && Object.values(b.errors).every((v) => typeof v === 'string'));
  return (
    typeof b.en === 'string' &&
    typeof b.cz === 'string' &&
    errorsOk &&
    (b.requestId === undefined || typeof b.requestId === 'string')
  );
}

/** What the client's helper returns (docs/product/api.md). */
export type ApiResult<T> =
  | { success: true; status: number; data: T }
  | {
      success: false;
      status: number;
      message: { en: string; cz: string };
      errors?: Record<string, string>;
      /** The failed request's id, to quote when contacting the team (docs/operations.md). */
      requestId?: string;
    };

export const unexpectedError = {
  en: 'An unexpected error occurred',
  cz: 'Došlo k neočekávané chybě',
} as const;

/** Turns any failed response (status and parsed body, if any) into the helper's failure shape. */
export function toFailure(
  status: number | undefined,
  body: unknown,
  /** The X-Request-Id response header, for a failure whose body is not ours (a proxy's 502, say). */
  headerRequestId?: string | null,
): Extract<ApiResult<never>, { success: false }> {
  const parsed = isErrorBody(body) ? body : null;
  const requestId = parsed?.requestId ?? headerRequestId ?? undefined;
  return {
    success: false,
    status: status ?? 500,
    message: parsed ? { en: parsed.en, cz: parsed.cz } : { ...unexpectedError },
    ...(parsed?.errors ? { errors: parsed.errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** Key under which a server sentence is translated. */
export const backendMessageKey = (en: string) => `BACKEND-RESPONSES.${en}`;
