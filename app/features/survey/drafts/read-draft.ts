import { surveySchema } from '../../../../contract/api/survey';
import { storedDraftTopicIds } from '../../../shared/draft-storage-keys';
import { draftKey, type LocalDraft } from './draft-store';

// Writing and removing need no schema (draft-store.ts); reading checks the stored text with the survey schema, so this
// module is imported only once a draft exists (start-deps.ts).

/** The stored draft of a topic, or null when there is none or it cannot be read (then it is removed). */
export function readDraft(topicId: number, storage: Storage = window.localStorage): LocalDraft | null {
  const raw = storage.getItem(draftKey(topicId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const survey = surveySchema.safeParse(parsed);
    if (!survey.success || survey.data.topic.pk !== topicId) {
      storage.removeItem(draftKey(topicId));
      return null;
    }
    const { synced, complete } = parsed as { synced?: unknown; complete?: unknown };
    return { ...survey.data, synced: synced !== false, ...(complete === true ? { complete: true } : {}) };
  } catch {
    storage.removeItem(draftKey(topicId));
    return null;
  }
}

/** Every readable draft on this device (the topic pages count them as in progress once validated). */
export function listDrafts(storage: Storage = window.localStorage): LocalDraft[] {
  return storedDraftTopicIds(storage)
    .map((id) => readDraft(id, storage))
    .filter((d): d is LocalDraft => d !== null);
}
