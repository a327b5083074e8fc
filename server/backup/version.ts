import fs from 'node:fs';
import path from 'node:path';
import { migrationNames } from '../db/migrate';
import { projectRoot } from '../paths';
import { BackupError } from './errors';
import { type BackupHeader, formatVersion } from './format';

/** The version in package.json: the product version a backup names. */
export function productVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A backup this program can restore: its format is known and every migration it had applied is one of
 * this program's (a newer program's backup names migrations this one has never heard of).
 */
export function assertRestorable(header: BackupHeader) {
  const known = migrationNames();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (header.format > formatVersion || unknown.length) {
    throw new BackupError(
      `This backup was made by a newer version of the program (${header.product_version}, database level ` +
        `${header.migrations.at(-1)}) than this one (${productVersion()}, level ${known.at(-1)}). ` +
        'Update the program, then restore it.',
    );
  }
}
