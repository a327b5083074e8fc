import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { exportPackageBodySchema } from '../../../../contract/api/staff';
import type { Db } from '../../../db/client';
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

/** Writes the research package to `--out`; a wrong option is a clear error and writes nothing. */
export async function exportPackageToFile(db: Db, values: Record<string, string | boolean | undefined>): Promise<string> {
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
  const built = await createPackageExporter({ db })
    .build(parsed.data)
    .catch((error: unknown) => {
      throw error instanceof ApiError
        ? new PackageInputError(`export-package: ${error.message} (topic ${parsed.data.topic}).`)
        : error;
    });
  const { stream, attempts } = built;
  const partial = `${values.out}.part`;
  await pipeline(stream, fs.createWriteStream(partial));
  fs.renameSync(partial, values.out);
  return `Research package with ${attempts} completed attempt(s) written to ${values.out}.`;
}
