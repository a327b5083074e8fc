import type { ExportFilter } from '../../../contract/api/staff';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import type { AttemptSelection } from './attempt-batches';
import { loadStructure, type PackageStructure, topicsOf } from './package/structure';

/** The attempts of the filter's one topic. */
export const selectionOf = ({ topic, ...filter }: ExportFilter): AttemptSelection => ({ ...filter, topicIds: [topic] });

/** The one structure loader of every export (the package's), for the topic chosen. */
export async function topicStructure(db: Db, topicId: number, language: LanguageCode): Promise<PackageStructure> {
  return loadStructure(db, await topicsOf(db, topicId, false), language);
}
