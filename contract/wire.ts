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

/** Key under which a server sentence is translated. */
export const backendMessageKey = (en: string) => `BACKEND-RESPONSES.${en}`;
