/**
 * Admission to the password hashing queue. Each request that hashes a password (login,
 * registration, reset, change, deletion) holds a slot until it is answered. One address may hold at most
 * `perAddress` slots and all addresses together `total`; past either bound the request is refused at once
 * (429 for the address, 503 for the whole server), so a flood from one address waits behind itself, not in
 * front of everybody else, and no request waits longer than `total` hashes.
 */
export interface PasswordWorkLimits {
  perAddress: number;
  total: number;
}

/**
 * Sized for argon2id at 19 MiB and 2 passes (docs/decisions/signed-in-api.md): about 40 ms of one core per hash
 * and 2 at once (passwords.ts), so about 50 hashes a second on two cores. 160 slots are then at most about
 * 3 s of waiting, no more than scrypt's 32 slots were (about 4 s). Waiting requests hold no hashing memory:
 * only the 2 running hashes do (2 × 19 MiB). 32 per address lets a workshop of 30 sign in together from one
 * office address; before, the 9th to 30th of them were told to try again.
 */
export const defaultPasswordWorkLimits: PasswordWorkLimits = { perAddress: 32, total: 160 };

export type Admission = { admitted: true; release: () => void } | { admitted: false; reason: 'address' | 'total' | 'stopped' };

export function createPasswordWork(limits: PasswordWorkLimits = defaultPasswordWorkLimits) {
  const byAddress = new Map<string, number>();
  let total = 0;
  let stopped = false;
  return {
    limits,
    acquire(address: string): Admission {
      if (stopped) return { admitted: false, reason: 'stopped' };
      const held = byAddress.get(address) ?? 0;
      if (held >= limits.perAddress) return { admitted: false, reason: 'address' };
      if (total >= limits.total) return { admitted: false, reason: 'total' };
      byAddress.set(address, held + 1);
      total++;
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          total--;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    inFlight: () => total,
    /** Shutdown: every further request is refused. */
    stop() {
      stopped = true;
    },
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;
