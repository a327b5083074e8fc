import { createHash, type Hash } from 'node:crypto';
import { z } from 'zod';
import { productVersion } from '../paths';
import { BackupError } from './errors';

/**
 * The backup file (docs/decisions/backups.md): gzip of UTF-8 lines. The first line names the format and
 * the version that wrote it; then each table as `#table` and one JSON object per row (PostgreSQL's
 * row_to_json, so every type keeps its exact text); then the sequences; the last line is the manifest
 * with the row count and checksum of every table and the SHA-256 of every byte before it.
 */
export const formatVersion = 1;
const magic = '#skills55-backup ';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** Read before the rest of the header: a newer format may hold fields this program does not know. */
const backupOriginSchema = z.looseObject({
  format: z.int().positive(),
  // Only quoted in the message, so anything odd in it is left out rather than refused.
  product_version: z
    .string()
    .regex(/^[\w.+-]{1,40}$/)
    .optional()
    .catch(undefined),
});

export const backupHeaderSchema = z.strictObject({
  format: z.int().min(1).max(formatVersion),
  product_version: z.string().min(1),
  /** The migrations applied to the database backed up, in order: its level. */
  migrations: z.array(z.string().min(1)),
  database: z.enum(['pglite', 'postgres']),
  created_at: z.iso.datetime(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const tableSummarySchema = z.strictObject({
  name: z.string().min(1),
  rows: z.int().nonnegative(),
  /** Order-independent: the sum of the rows' SHA-256 (RowDigest), so both engines agree whatever their order. */
  checksum: sha256Hex,
});
export type TableSummary = z.infer<typeof tableSummarySchema>;

const tableLineSchema = z.strictObject({ name: z.string().min(1) });

/** The restore hands these names to setval, so only plain PostgreSQL identifiers (at most 63 bytes) pass. */
const sequenceName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_$]{0,62}$/);

/** last_value of every sequence (null: never used). */
export const sequencesSchema = z.record(sequenceName, z.string().nullable());

export const backupManifestSchema = backupHeaderSchema.extend({
  migration_level: z.string(),
  tables: z.array(tableSummarySchema),
  sequences: sequencesSchema,
  /** SHA-256 of every byte of the file (uncompressed) before the manifest line. */
  sha256: sha256Hex,
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

const modulus = 1n << 256n;

/** A checksum of a set of rows that does not depend on their order (the sum of their SHA-256 mod 2^256). */
export class RowDigest {
  private sum = 0n;
  rows = 0;
  add(line: string) {
    this.sum = (this.sum + BigInt(`0x${createHash('sha256').update(line).digest('hex')}`)) % modulus;
    this.rows++;
  }
  hex() {
    return this.sum.toString(16).padStart(64, '0');
  }
}

/** Writes the lines of a backup to `out` and keeps the checksums the manifest needs. */
export class BackupWriter {
  private readonly hash = createHash('sha256');
  private readonly tables: TableSummary[] = [];
  private digest: RowDigest | undefined;
  private current = '';
  private pending: string[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly header: BackupHeader,
    private readonly out: (text: string) => Promise<void>,
  ) {}

  async start() {
    await this.line(magic + JSON.stringify(this.header));
  }

  async table(name: string) {
    this.endTable();
    this.current = name;
    this.digest = new RowDigest();
    await this.line(`#table ${JSON.stringify({ name })}`);
  }

  async row(line: string) {
    this.digest!.add(line);
    await this.line(line);
  }

  async finish(sequences: BackupManifest['sequences']): Promise<BackupManifest> {
    this.endTable();
    await this.line(`#sequences ${JSON.stringify(sequences)}`);
    await this.flush();
    const manifest: BackupManifest = {
      ...this.header,
      migration_level: this.header.migrations.at(-1) ?? '',
      tables: this.tables,
      sequences,
      sha256: this.hash.digest('hex'),
    };
    await this.out(`#manifest ${JSON.stringify(manifest)}\n`);
    return manifest;
  }

  private endTable() {
    if (this.digest) this.tables.push({ name: this.current, rows: this.digest.rows, checksum: this.digest.hex() });
    this.digest = undefined;
  }

  /** Lines are handed on in pieces of about 256 KB: fewer, larger writes to the compressor. */
  private async line(text: string) {
    const withEnd = `${text}\n`;
    this.hash.update(withEnd);
    this.pending.push(withEnd);
    this.pendingBytes += withEnd.length;
    if (this.pendingBytes > 256 * 1024) await this.flush();
  }

  private async flush() {
    if (!this.pending.length) return;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    await this.out(text);
  }
}

export type BackupRecord =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; name: string }
  | { kind: 'row'; table: string; line: string }
  | { kind: 'manifest'; manifest: BackupManifest };

/**
 * Reads the lines of a backup and checks them as it goes: a record is handed on only if everything before
 * it was well formed, and the manifest only if every checksum and count in it matches what was read.
 */
export async function* backupRecords(lines: AsyncIterable<string>): AsyncGenerator<BackupRecord> {
  const hash: Hash = createHash('sha256');
  const digests = new Map<string, RowDigest>();
  let header: BackupHeader | undefined;
  let table: string | undefined;
  let sequences: BackupManifest['sequences'] | undefined;
  for await (const line of lines) {
    if (line.startsWith('#manifest ')) {
      if (!header || !sequences) throw damaged('the manifest comes before the data');
      const manifest = parseLine(backupManifestSchema, line.slice('#manifest '.length), 'its manifest is not readable');
      checkManifest(manifest, header, sequences, hash.digest('hex'), digests);
      yield { kind: 'manifest', manifest };
      return;
    }
    hash.update(`${line}\n`);
    if (!header) {
      if (!line.startsWith(magic))
        throw new BackupError('This file is not a backup of this program (its first line is not a backup header).');
      header = readHeader(line.slice(magic.length));
      yield { kind: 'header', header };
    } else if (line.startsWith('#table ')) {
      table = parseLine(tableLineSchema, line.slice('#table '.length), 'a table heading is not readable').name;
      if (digests.has(table)) throw damaged(`the table ${table} appears twice`);
      digests.set(table, new RowDigest());
      yield { kind: 'table', name: table };
    } else if (line.startsWith('#sequences ')) {
      sequences = parseLine(sequencesSchema, line.slice('#sequences '.length), 'its sequences are not readable');
      table = undefined;
    } else {
      if (!table || !line.startsWith('{')) throw damaged('a line outside any table');
      digests.get(table)!.add(line);
      yield { kind: 'row', table, line };
    }
  }
  throw new BackupError('The backup is incomplete: it ends before its manifest (the file was cut off).');
}

function checkManifest(
  manifest: BackupManifest,
  header: BackupHeader,
  sequences: BackupManifest['sequences'],
  sha256: string,
  digests: Map<string, RowDigest>,
) {
  if (manifest.sha256 !== sha256) throw damaged('its checksum does not match its contents');
  if (JSON.stringify(manifest.migrations) !== JSON.stringify(header.migrations))
    throw damaged('the manifest does not match its header');
  if (JSON.stringify(manifest.sequences) !== JSON.stringify(sequences)) throw damaged('the sequences do not match the manifest');
  if (manifest.tables.length !== digests.size) throw damaged('the manifest lists other tables than the file holds');
  for (const t of manifest.tables) {
    const digest = digests.get(t.name);
    if (!digest || digest.rows !== t.rows || digest.hex() !== t.checksum)
      throw damaged(`the rows of table ${t.name} do not match the manifest`);
  }
}

/** The header, its format first: a newer format is refused as such, whatever else its header holds. */
function readHeader(text: string): BackupHeader {
  const unreadable = 'its header is not readable';
  const json = parseJson(text, unreadable);
  const origin = backupOriginSchema.safeParse(json);
  if (!origin.success) throw damaged(unreadable);
  if (origin.data.format > formatVersion) throw newerFormatError(origin.data.format, origin.data.product_version);
  return validate(backupHeaderSchema, json, unreadable);
}

function parseLine<T>(schema: z.ZodType<T>, text: string, unreadable: string): T {
  return validate(schema, parseJson(text, unreadable), unreadable);
}

function parseJson(text: string, unreadable: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw damaged(unreadable);
  }
}

function validate<T>(schema: z.ZodType<T>, json: unknown, unreadable: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw damaged(unreadable);
  return parsed.data;
}

export function newerFormatError(format: number, madeBy: string | undefined) {
  return new BackupError(
    `This backup file is in format ${format}, made by ${madeBy ? `version ${madeBy}` : 'a newer version'}; ` +
      `this program (version ${productVersion()}) reads format ${formatVersion} only. Update the program, then restore it.`,
  );
}

export const damaged = (why: string) => new BackupError(`The backup is damaged: ${why}. Use another backup file.`);
