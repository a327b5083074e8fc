import type { ServerMessage } from '../../contract/messages';

/**
 * Throw from a service or handler to answer `status` with a message of the catalogue (contract/messages.ts);
 * server/http/errors.ts turns it into the wire format.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ServerMessage,
    readonly fieldErrors?: Record<string, string>,
    /** Seconds for a Retry-After header (429 and 503). */
    readonly retryAfterSeconds?: number,
    /** Fields added to the body beside the message (an addition to the documented answer, never a change of it). */
    readonly extra?: Record<string, string>,
  ) {
    super(body.en);
  }
}
