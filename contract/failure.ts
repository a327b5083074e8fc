import { type ApiResult, type ErrorBody, unexpectedError } from './wire';

/*
 * Reading a failed response into the shared client's failure (docs/product/api.md), apart from contract/wire.ts:
 * only the API client needs it, which is not on a public page's first load (docs/performance.md).
 */

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
