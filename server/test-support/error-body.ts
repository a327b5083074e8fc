import { expect } from 'vitest';

/** A failure body as the server sends it: the message (and field errors) with the failed request's id. */
export const errorBody = (body: object) => ({ ...body, requestId: expect.any(String) });
