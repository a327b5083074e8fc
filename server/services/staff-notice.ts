import type { StaffResult } from './staff-writes';

/** Tells the operator about a staff account just made; a generated password is shown this once only. */
export function printStaffSeed(
  result: StaffResult | undefined,
  write: (text: string) => void = (text) => process.stdout.write(text),
) {
  if (!result) return;
  const lines = [`Staff account ${result.created ? 'created' : 'updated'}: ${result.email}`];
  if (result.generatedPassword) {
    lines.push(
      `Password: ${result.generatedPassword}`,
      'This password is shown only now. Log in and change it, or set STAFF_EMAIL and STAFF_PASSWORD.',
    );
  }
  write(`\n${lines.join('\n')}\n\n`);
}
