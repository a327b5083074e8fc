import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import { createContentLists } from './content-lists';
import { createQuestionAdmin } from './question-admin';
import { createSubTopicAdmin } from './sub-topic-admin';

export { fieldsFromLocalized, localizedFromFields } from './text-fields';

/**
 * Question admin of docs/product/screens.md and data.md. Deleting only sets `deleted_at`: attempts that asked
 * the question keep their answers and results, new attempts no longer ask it.
 */
export function createContentAdmin({ db, clock }: { db: Db; clock: Clock }) {
  return {
    ...createContentLists({ db }),
    ...createSubTopicAdmin({ db, clock }),
    ...createQuestionAdmin({ db, clock }),
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
