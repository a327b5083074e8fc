import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { safeError } from './log/safe-error';

/** Time from SIGTERM (or SIGINT) to the end of the process, whatever happens meanwhile. */
export const shutdownGraceMs = 10_000;

/**
 * A thread of its own that kills the process when the grace period is over. A timer on the main
 * thread cannot fire while that thread is blocked, and `process.exit` itself waits for the libuv thread
 * pool's queued work; a sleeping worker thread and SIGKILL depend on neither.
 */
function startWatchdog(ms: number) {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     process.kill(workerData.pid, 'SIGKILL');`,
    { eval: true, workerData: { ms, pid: process.pid } },
  );
  worker.unref();
  return worker;
}

/**
 * On SIGTERM or SIGINT: stop taking requests, answer those in flight (work not started yet is answered 503),
 * close the database cleanly and exit 0. If that takes too long, exit 1 shortly before the grace period
 * ends; if even that cannot run, the watchdog ends the process at the end of the grace period.
 */
export function exitOnSignals(app: FastifyInstance, graceMs = shutdownGraceMs) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    startWatchdog(graceMs);
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({}, 'shutdown took too long, exiting now');
      process.exit(1);
    }, graceMs - 1500);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: safeError(error) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
