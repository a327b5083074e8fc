import { z } from '../zod';

/** GET /api/test/connection and GET /api/test/sql answer `{ message }` (docs/product/choices.md). */
export const testMessageSchema = z.object({ message: z.string() });
export type TestMessage = z.infer<typeof testMessageSchema>;

export const testMessages = {
  connection: 'The backend is reachable',
  sql: 'The database answered the query',
} as const;
