import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { exportFilterKeys, filterErrorsOf } from '../../../../contract/api/export-filter';
import { exportPackageBodySchema, sharingKeys, sharingLimits } from '../../../../contract/api/staff';
import type { Db } from '../../../db/client';
import type { z } from 'zod';
import { type ControlRoute, askServer } from '../../../backup/control-socket';
import type { DataFolderOwner } from '../../../db/data-folder-lock';
import { ApiError } from '../../api-error';
import { type AuditActor, commandLineActor } from '../../audit/actor';
import { recordAudit } from '../../audit/record';
import { packageDetails } from './package-audit';
import { createPackageExporter } from './research-package';

/** The options of `npm run cli -- export-package` (node:util parseArgs). */
export const packageOptions = {
  topic: { type: 'string' },
  language: { type: 'string' },
  country: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  'all-topics': { type: 'boolean' },
  coarsen: { type: 'boolean' },
  k: { type: 'string' },
  'free-text': { type: 'boolean' },
  out: { type: 'string' },
} as const;

export class PackageInputError extends Error {}

export type PackageBuild = (body: z.output<typeof exportPackageBodySchema>) => Promise<PackageBuilt>;
interface PackageBuilt {
  stream: NodeJS.ReadableStream;
  attempts: number;
}

/**
 * Builds the package from the database this process opened, recorded in the audit trail as `by`'s; a
 * refusal (unknown topic) is a PackageInputError.
 */
export const packageFromDatabase =
  (db: Db, by: AuditActor): PackageBuild =>
  async (body) => {
    const built = await createPackageExporter({ db })
      .build(body)
      .catch((error: unknown) => {
        throw error instanceof ApiError
          ? new PackageInputError(`export-package: ${error.message} (topic ${body.topic}).`)
          : error;
      });
    await recordAudit(db, by, 'export.package', packageDetails(body, built.attempts));
    return built;
  };

/** The same, answered by the server that holds the embedded database, through its control socket. */
export const packageFromServer =
  (owner: DataFolderOwner): PackageBuild =>
  async (body) => {
    const res = await askServer(owner, 'POST', packageRoute, body, (message) => new PackageInputError(message));
    return { stream: res, attempts: Number(res.headers['x-attempts'] ?? 0) };
  };

export const packageRoute = '/export-package';

/** The server's side of packageFromServer: the body is checked again, as anything that arrives is; the command line asked. */
export const packageControlRoute =
  (db: Db): ControlRoute =>
  async (body) => {
    const parsed = exportPackageBodySchema.safeParse(body);
    if (!parsed.success) return { refused: 'export-package: the request is not a valid package request.' };
    try {
      const built = await packageFromDatabase(db, commandLineActor())(parsed.data);
      return { stream: built.stream, headers: { 'x-attempts': String(built.attempts) } };
    } catch (error) {
      if (error instanceof PackageInputError) return { refused: error.message };
      throw error;
    }
  };

/** Writes the research package to `--out`; a wrong option is a clear error and writes nothing. */
export async function exportPackageToFile(
  build: PackageBuild,
  values: Record<string, string | boolean | undefined>,
): Promise<string> {
  const { out, body } = packageRequestOf(values);
  const { stream, attempts } = await build(body);
  const partial = `${out}.part`;
  try {
    await pipeline(stream, fs.createWriteStream(partial));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, out);
  return `Research package with ${attempts} completed attempt(s) written to ${out}.`;
}

/** The option of each field of the package request, and what to write when it is wrong. */
const optionOf: Record<string, string> = {
  topic: 'topic',
  language: 'language',
  country: 'country',
  time_from: 'from',
  time_to: 'to',
};
const countryHint = '(use a two-letter code such as CZ)';

/** The sentence for a field's message key, naming the option as typed; undefined where the general advice fits. */
function sentenceOf(field: string, key: string, values: Record<string, string | boolean | undefined>) {
  const name = optionOf[field] ?? field;
  const given = `--${name} ${String(values[name])}`;
  switch (key) {
    case exportFilterKeys.countryUnknown:
      return `${given} is not a country the survey offers ${countryHint}.`;
    case exportFilterKeys.countryTooLong:
      return `${given} is too long for a country ${countryHint}.`;
    case exportFilterKeys.dateInvalid:
      return `${given} is not a date${/^\d{4}-\d{2}-\d{2}$/.test(String(values[name])) ? '' : ' (use YYYY-MM-DD)'}.`;
    case exportFilterKeys.dateTooLong:
      return `${given} is too long for a date (use YYYY-MM-DD).`;
    case exportFilterKeys.dateAfterEnd:
      return `${given} is after --to ${String(values.to)}.`;
    case sharingKeys.kRange:
      return `${given} is not a k the sharing variant takes: a whole number from ${sharingLimits.kMin} to ${sharingLimits.kMax}.`;
    default:
      return undefined;
  }
}

function packageRequestOf(values: Record<string, string | boolean | undefined>) {
  if (typeof values.out !== 'string' || !values.out) throw new PackageInputError('export-package needs --out <file.zip>.');
  const parsed = exportPackageBodySchema.safeParse({
    topic: values.topic,
    language: values.language ?? 'en',
    country: values.country,
    time_from: values.from,
    time_to: values.to,
    all_topics: values['all-topics'] === true,
    coarsen: values.coarsen === true,
    k: typeof values.k === 'string' ? Number(values.k) : undefined,
    free_text: values['free-text'] === true,
  });
  if (!parsed.success) {
    const said = Object.entries(filterErrorsOf(parsed.error.issues)).map(([field, key]) => ({
      option: `--${optionOf[field] ?? field}`,
      sentence: sentenceOf(field, key, values),
    }));
    const sentences = said.flatMap(({ sentence }) => (sentence ? [sentence] : []));
    const others = said.filter(({ sentence }) => !sentence).map(({ option }) => option);
    if (others.length) {
      sentences.push(
        `export-package: check ${others.join(', ')} (a topic id, a language code, a two-letter country, dates as YYYY-MM-DD).`,
      );
    }
    throw new PackageInputError(sentences.join('\n'));
  }
  return { out: values.out, body: parsed.data };
}
