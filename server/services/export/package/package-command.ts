import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { exportPackageBodySchema } from '../../../../contract/api/staff';
import type { Db } from '../../../db/client';
import type { z } from 'zod';
import { type ControlRoute, askServer } from '../../../backup/control-socket';
import type { DataFolderOwner } from '../../../db/data-folder-lock';
import { ApiError } from '../../api-error';
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
  out: { type: 'string' },
} as const;

export class PackageInputError extends Error {}

export type PackageBuild = (body: z.output<typeof exportPackageBodySchema>) => Promise<PackageBuilt>;
interface PackageBuilt {
  stream: NodeJS.ReadableStream;
  attempts: number;
}

/** Builds the package from the database this process opened; a refusal (unknown topic) is a PackageInputError. */
export const packageFromDatabase =
  (db: Db): PackageBuild =>
  (body) =>
    createPackageExporter({ db })
      .build(body)
      .catch((error: unknown) => {
        throw error instanceof ApiError
          ? new PackageInputError(`export-package: ${error.message} (topic ${body.topic}).`)
          : error;
      });

/** The same, answered by the server that holds the embedded database, through its control socket. */
export const packageFromServer =
  (owner: DataFolderOwner): PackageBuild =>
  async (body) => {
    const res = await askServer(owner, 'POST', packageRoute, body, (message) => new PackageInputError(message));
    return { stream: res, attempts: Number(res.headers['x-attempts'] ?? 0) };
  };

export const packageRoute = '/export-package';

/** The server's side of packageFromServer: the body is checked again, as anything that arrives is. */
export const packageControlRoute =
  (db: Db): ControlRoute =>
  async (body) => {
    const parsed = exportPackageBodySchema.safeParse(body);
    if (!parsed.success) return { refused: 'export-package: the request is not a valid package request.' };
    try {
      const built = await packageFromDatabase(db)(parsed.data);
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
  });
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `--${String(i.path[0]).replace('time_', '')}`);
    throw new PackageInputError(
      `export-package: check ${[...new Set(fields)].join(', ')} (a topic id, a language code, a two-letter country, dates as YYYY-MM-DD).`,
    );
  }
  return { out: values.out, body: parsed.data };
}
