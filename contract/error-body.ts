import { z } from './zod';
import type { ErrorBody } from './wire';

/** The failure body of the wire format (contract/wire.ts), as a schema for the server's OpenAPI document. */
export const errorBodySchema = z.object({
  en: z.string(),
  cz: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ErrorBody>;
