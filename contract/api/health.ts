import { z } from '../zod';

/** GET /livez: the process answers (docs/operations.md "Health and readiness"). */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

/** GET /readyz when the server can take requests. */
export const readySchema = z.object({ status: z.literal('ready') });

/** Why GET /readyz answers 503, most telling first. */
export const notReadyReasons = [
  'shutting down',
  'database unreachable',
  'restore or move in progress',
  'migrations pending',
] as const;
export type NotReadyReason = (typeof notReadyReasons)[number];

export const notReadySchema = z
  .object({ status: z.literal('not ready'), reason: z.enum(notReadyReasons) })
  .describe('Not ready: a load balancer sends no requests here until it is (the reason says why; Retry-After)');
export type Readiness = z.infer<typeof readySchema> | z.infer<typeof notReadySchema>;
