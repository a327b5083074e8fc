import { failures } from '../failures';

/** Every staff call is listed under one tag of the OpenAPI document. */
export const tags = ['staff'];

/** Every staff call answers 401 to anonymous callers and 403 to other users (requireStaff). */
export const denied = failures(401, 403);
