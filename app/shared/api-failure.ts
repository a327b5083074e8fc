import { backendMessageKey, unexpectedError } from '../../contract/wire';

/** A failed call as the shared client reports it (docs/product/api.md). */
export interface ApiFailure {
  status: number;
  /** The BACKEND-RESPONSES.<en> translation key of the server's sentence. */
  messageKey: string;
  /** Field name → VALIDATION.* key, when the server refused some fields (400). */
  fieldErrors: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server could not be reached: a network error (the shared client's 500), a time-out or a 5xx. */
export const isUnreachable = (error: unknown) => toApiFailure(error).status >= 500;

/** Reads what `mutation(...).unwrap()` rejected with; anything unexpected becomes the default message. */
export function toApiFailure(error: unknown): ApiFailure {
  const message =
    isRecord(error) && isRecord(error.message) && typeof error.message.en === 'string' ? error.message.en : unexpectedError.en;
  const errors = isRecord(error) && isRecord(error.errors) ? error.errors : {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (typeof key === 'string') fieldErrors[field] = key;
  return {
    status: isRecord(error) && typeof error.status === 'number' ? error.status : 500,
    messageKey: backendMessageKey(message),
    fieldErrors,
  };
}
