import { migrationNames } from '../db/migrate';
import { productVersion } from '../paths';
import { BackupError } from './errors';
import { type BackupHeader, formatVersion, newerFormatError } from './format';

/** The version in package.json: the product version a backup names. */
export { productVersion };

/**
 * A backup this program can restore: its format is known and every migration it had applied is one of
 * this program's (a newer program's backup names migrations this one has never heard of).
 */
export function assertRestorable(header: BackupHeader) {
  if (header.format > formatVersion) throw newerFormatError(header.format, header.product_version);
  const known = migrationNames();
  if (header.migrations.some((name) => !known.includes(name))) {
    throw new BackupError(
      `This backup was made by a newer version of the program (${header.product_version}, database level ` +
        `${header.migrations.at(-1)}) than this one (${productVersion()}, level ${known.at(-1)}). ` +
        'Update the program, then restore it.',
    );
  }
}
