import type { ExportFilter } from '../../../../contract/api/staff';
import type { LanguageCode } from '../../../../contract/languages';
import type { Db } from '../../../db/client';
import type { AttemptSelection } from '../attempt-batches';
import { exportTexts } from '../export-texts';
import { attemptCounts } from './attempt-counts';
import type { TableResource } from './datapackage';
import { defaultK } from './k-anonymity';
import { packageTables } from './package-tables';
import { readmeText } from './readme';
import type { RowWriting } from './row-writing';
import { planSharing } from './sharing';
import { loadStructure, topicsOf } from './structure';

export interface PackageRequest extends ExportFilter {
  language: LanguageCode;
  /** Every topic of the chosen topic's tool, not only the chosen one. */
  all_topics?: boolean;
  /** The sharing variant: k-anonymous profiles, fresh ids, no exact times, no free text unless asked. */
  coarsen?: boolean;
  /** The k of the sharing variant (default 5). */
  k?: number;
  /** The sharing variant keeps the free texts. */
  free_text?: boolean;
}

/** What one package holds, worked out before its first byte (an unknown topic answers 404 here). */
export interface PackagePlan {
  now: Date;
  writing: RowWriting;
  /** The attempts completed up to `now`: every file of the package holds the same ones. */
  selection: AttemptSelection;
  resources: TableResource[];
  readme: string;
  attempts: number;
}

export async function planPackage(db: Db, request: PackageRequest, now: Date): Promise<PackagePlan> {
  const {
    language,
    all_topics: allTopics = false,
    coarsen = false,
    k = defaultK,
    free_text: freeText = false,
    topic,
    ...filter
  } = request;
  const t = exportTexts(language);
  const topicRows = await topicsOf(db, topic, allTopics);
  const structure = await loadStructure(db, topicRows, language);
  const selection: AttemptSelection = { ...filter, topicIds: topicRows.map((r) => r.id), asOf: now };
  const { attempts, respondents } = await attemptCounts(db, selection);
  const sharing = coarsen ? await planSharing(db, selection, { k, freeText }) : null;
  const writing: RowWriting = { structure, t, sharing };
  const resources = packageTables(writing, language);
  const readme = readmeText({
    created: now,
    language,
    topics: structure.topics.map((x) => x.name.text),
    filters: { country: filter.country, time_from: filter.time_from, time_to: filter.time_to, allTopics },
    respondents,
    attempts,
    sharing: sharing ? { report: sharing.report, freeText } : null,
  });
  return { now, writing, selection, resources, readme, attempts };
}
