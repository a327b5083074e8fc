import { Gauge, type Registry } from 'prom-client';
import type { PasswordHasher } from '../services/passwords';
import type { PasswordWork } from '../services/password-work';

export interface PasswordQueues {
  /** Admission: requests holding a slot until answered (server/http/password-work.ts). */
  passwordWork: Pick<PasswordWork, 'inFlight' | 'limits'>;
  /** The hashes themselves: running, or waiting for one of the few that may run at once. */
  hasher: Pick<PasswordHasher, 'queue'>;
}

/**
 * The password hashing queue: how many requests hold a slot of it and how many it has, and of their hashes
 * how many run and how many wait (docs/operations.md "Metrics").
 */
export function registerPasswordQueue({ passwordWork, hasher }: PasswordQueues, registers: Registry[]) {
  new Gauge({
    name: 'skills55_password_hashing_queue',
    help: 'Requests holding a slot of the password hashing queue (hashing or waiting to).',
    registers,
    collect() {
      this.set(passwordWork.inFlight());
    },
  });
  new Gauge({
    name: 'skills55_password_hashing_queue_limit',
    help: 'Slots of the password hashing queue; past it a request is answered 503.',
    registers,
    collect() {
      this.set(passwordWork.limits.total);
    },
  });
  new Gauge({
    name: 'skills55_password_hashes',
    help: 'Password hashes by state: running now, or waiting for their turn.',
    labelNames: ['state'],
    registers,
    collect() {
      const now = hasher.queue();
      this.set({ state: 'running' }, now.running);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
}
