import type { BackupFacts } from '../../contract/api/audit-details';
import type { BackupManifest } from './format';

/** What the audit entry of a backup, restore or move says of the data: tables, rows and the migration level. */
export function backupFacts(manifest: BackupManifest): BackupFacts {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    migration_level: manifest.migration_level,
  };
}
