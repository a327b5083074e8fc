import { useEffect, useRef, useState } from 'react';
import { useValidateAttemptMutation } from '../../../store/survey-api';
import { callFailure } from '../calls/call-failure';
import { isOwnDraft, type LocalDraft, onDraftsChanged, removeDraft } from './draft-store';
import { listDrafts } from './read-draft';

/**
 * The local drafts of the given topics, checked with the server (docs/product/behaviour.md, local drafts on topic
 * pages): a 204 drops the draft; a valid one counts as in progress. When the server cannot be reached a
 * draft still counts (it is kept, not dropped). Read again when the drafts change (the offline queue sent
 * one, "Prepare for offline" wrote one); an attempt the server has confirmed is not asked about again.
 */
export function useValidatedDrafts(topicIds: readonly number[], userId: number): Map<number, LocalDraft> {
  const [validate] = useValidateAttemptMutation();
  const [drafts, setDrafts] = useState(new Map<number, LocalDraft>());
  const ids = topicIds.join(',');
  const [version, setVersion] = useState(0);
  const confirmed = useRef(new Set<string>());
  useEffect(() => onDraftsChanged(() => setVersion((v) => v + 1)), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a new reading of the drafts
  useEffect(() => {
    let cancelled = false;
    const wanted = new Set(ids.split(',').filter(Boolean).map(Number));
    const own = listDrafts().filter((d) => wanted.has(d.topic.pk) && isOwnDraft(d, userId));
    void Promise.all(
      own.map(async (draft) => {
        if (confirmed.current.has(draft.survey_attempt)) return draft;
        try {
          const valid = await validate({ survey_attempt: draft.survey_attempt }).unwrap();
          if (valid) {
            confirmed.current.add(draft.survey_attempt);
            return draft;
          }
          removeDraft(draft.topic.pk);
          return null;
        } catch (error) {
          return callFailure(error).unreachable ? draft : null;
        }
      }),
    ).then((checked) => {
      if (cancelled) return;
      setDrafts(new Map(checked.filter((d): d is LocalDraft => d !== null).map((d) => [d.topic.pk, d])));
    });
    return () => {
      cancelled = true;
    };
  }, [ids, userId, validate, version]);
  return drafts;
}
