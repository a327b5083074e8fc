import { errorBodySchema } from '../../contract/error-body';

/** The failure answers of docs/product/choices.md, for the OpenAPI description: `failures(400, 404)`. */
export const failures = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
