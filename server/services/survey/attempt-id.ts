import { randomBytes } from 'node:crypto';

/**
 * A new attempt id: 128 random bits in base64url, opaque and not sequential (docs/product/choices.md). It never
 * begins with - or _: a spreadsheet reads a cell beginning with - as a formula, so the export would have to
 * alter such an id (one in 32 of them) and the research data would no longer match the result pages.
 */
export function newAttemptId(random: (size: number) => Buffer = randomBytes): string {
  for (;;) {
    const id = random(16).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}
