/** A backup, restore or move that cannot go on, with a message in words for the operator (CLI exit code 1). */
export class BackupError extends Error {}
