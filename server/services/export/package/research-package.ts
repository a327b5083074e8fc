import type { Db } from '../../../db/client';
import { addAttemptFiles } from './attempt-files';
import { addDescriptionFiles } from './description-files';
import { type PackageRequest, planPackage } from './package-plan';
import { packageZip } from './package-zip';

/**
 * The research package: a ZIP streamed entry by entry. The completed attempts are read once for
 * responses.csv, answers.csv and their one-line copies; every file holds the attempts completed up to the
 * moment the export started.
 */
export function createPackageExporter({ db }: { db: Db }) {
  return {
    /** Resolves once the topic is known and the small files are made (a 404 comes before any byte). */
    async build(request: PackageRequest, now = new Date()): Promise<{ stream: NodeJS.ReadableStream; attempts: number }> {
      const plan = await planPackage(db, request, now);
      const zip = packageZip(now);
      addDescriptionFiles(zip, plan);
      const pass = addAttemptFiles(zip, db, plan);
      return { stream: zip.end(pass.cleanup), attempts: plan.attempts };
    },
  };
}
export type PackageExporter = ReturnType<typeof createPackageExporter>;
