/** The longest delay one Node timer holds; a longer one fires after 1 ms instead. */
export const maxTimerMs = 2 ** 31 - 1;

/**
 * Calls `run` after `ms`, however long, through a chain of timers of at most `maxTimerMs` each. The timers
 * are unref'd (they never keep the process alive). Answers a function that cancels the call.
 */
export function setLongTimeout(run: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  const wait = (left: number) => {
    timer = setTimeout(() => (left > maxTimerMs ? wait(left - maxTimerMs) : run()), Math.min(left, maxTimerMs));
    timer.unref();
  };
  wait(ms);
  return () => clearTimeout(timer);
}
