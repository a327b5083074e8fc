/**
 * For server/shutdown.test.ts: a process whose shutdown blocks its main thread for good (as a stuck
 * synchronous call would). exitOnSignals must still end it within the grace period given as argv[2].
 */
import type { FastifyInstance } from 'fastify';
import { exitOnSignals } from '../shutdown';

const blockingApp = {
  log: { info: () => {}, error: () => {} },
  close: async () => {
    for (;;) {
      // the main thread never comes back: no timer, no promise, no I/O callback can run
    }
  },
} as unknown as FastifyInstance;

exitOnSignals(blockingApp, Number(process.argv[2] ?? 2000));
setInterval(() => {}, 1000); // stays alive until a signal comes
process.stdout.write('ready\n');
