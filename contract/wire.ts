import { z } from 'zod';

/**
 * The wire format of design.md section 3: a success body is the payload itself; a failure has a 4xx/5xx
 * status and this body. `en` is a stable English sentence that every locale translates under
 * BACKEND-RESPONSES.<en>; `errors` maps form field names to VALIDATION.* keys.
 */
export const errorBodySchema = z.object({
  en: z.string(),
  cz: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What the client's helper returns (spec section 7). */
export type ApiResult<T> =
  | { success: true; status: number; data: T }
  | { success: false; status: number; message: { en: string; cz: string }; errors?: Record<string, string> };

export const unexpectedError = {
  en: 'An unexpected error occurred',
  cz: 'Došlo k neočekávané chybě',
} as const;

/** Turns any failed response (status and parsed body, if any) into the helper's failure shape. */
export function toFailure(status: number | undefined, body: unknown): Extract<ApiResult<never>, { success: false }> {
  const parsed = errorBodySchema.safeParse(body);
  return {
    success: false,
    status: status ?? 500,
    message: parsed.success ? { en: parsed.data.en, cz: parsed.data.cz } : { ...unexpectedError },
    ...(parsed.success && parsed.data.errors ? { errors: parsed.data.errors } : {}),
  };
}

/** Key under which a server sentence is translated. */
export const backendMessageKey = (en: string) => `BACKEND-RESPONSES.${en}`;
