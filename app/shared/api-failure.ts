import { backendMessageKey, unexpectedError } from '../../contract/wire';
import { requestIdOf } from '../store/request-id';

/** A failed call as the shared client reports it (docs/product/api.md). */
export interface ApiFailure {
  status: number;
  /** The BACKEND-RESPONSES.<en> translation key of the server's sentence. */
  messageKey: string;
  /** Field name → VALIDATION.* key, when the server refused some fields (400). */
  fieldErrors: Record<string, string>;
  /** The failed request's id (the X-Request-Id header, the body's requestId), when the server answered one. */
  requestId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server could not be reached: a network error (the shared client's 500), a time-out or a 5xx. */
export const isUnreachable = (error: unknown) => toApiFailure(error).status >= 500;

/**
 * The id a person is asked to quote when they contact the team, or undefined: only for a failure they cannot
 * mend themselves (a 5xx, which the shared client also reports for a network failure), and only when the server
 * gave one. A 4xx's sentence already says what to do (docs/decisions/front-end.md, "The request's reference").
 */
export function failureReference(failure: Pick<ApiFailure, 'status' | 'requestId'>): string | undefined {
  return failure.status >= 500 ? failure.requestId : undefined;
}

/** Reads what `mutation(...).unwrap()` rejected with; anything unexpected becomes the default message. */
export function toApiFailure(error: unknown): ApiFailure {
  const message =
    isRecord(error) && isRecord(error.message) && typeof error.message.en === 'string' ? error.message.en : unexpectedError.en;
  const errors = isRecord(error) && isRecord(error.errors) ? error.errors : {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (typeof key === 'string') fieldErrors[field] = key;
  const requestId = requestIdOf(error);
  return {
    status: isRecord(error) && typeof error.status === 'number' ? error.status : 500,
    messageKey: backendMessageKey(message),
    fieldErrors,
    ...(requestId ? { requestId } : {}),
  };
}
