import type { Log } from '../log/log';
import { safeError } from '../log/safe-error';

/**
 * Work done after the answer: the password request looks the account up, stores the link and
 * sends the mail only once its answer is out, so the answer takes as long whether the account exists or
 * not. `flush` waits for what is running (shutdown, tests).
 */
export function createBackground(log: Log) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>) {
      const work: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: safeError(error) }, 'background task failed'),
        )
        .finally(() => running.delete(work));
      running.add(work);
    },
    async flush() {
      while (running.size) await Promise.all([...running]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
