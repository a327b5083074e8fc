import type { AuditDetails } from '../../../../contract/api/audit-details';
import type { PackageRequest } from './package-plan';

/** The research package's audit entry: its filters, its variant and how many completed attempts it holds. */
export function packageDetails(request: PackageRequest, attempts: number): AuditDetails['export.package'] {
  const { topic, language, country, time_from, time_to, all_topics = false, coarsen = false, k, free_text = false } = request;
  return {
    ...{ topic, language, country, time_from, time_to, all_topics, coarsen, free_text, attempts },
    ...(coarsen ? { k } : {}),
  };
}
