import type { FastifyReply } from 'fastify';

/**
 * Runs `task` once the answer is sent (or the client has gone), in the accounts' background runner: the
 * answer's timing then tells nothing about what the task finds or does.
 */
export function afterResponse(reply: FastifyReply, task: () => Promise<unknown>) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    reply.server.accounts.background.run(task);
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
