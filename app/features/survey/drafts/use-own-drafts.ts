import { useEffect, useState } from 'react';
import { isOwnDraft, type LocalDraft, onDraftsChanged } from './draft-store';
import { listDrafts } from './read-draft';

/** The drafts on this device of the user (or anonymous ones, which a signed-in start adopts), kept current. */
export function useOwnDrafts(userId: number): LocalDraft[] {
  const read = () => listDrafts().filter((d) => isOwnDraft(d, userId));
  const [drafts, setDrafts] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read depends on userId only
  useEffect(() => {
    setDrafts(read());
    return onDraftsChanged(() => setDrafts(read()));
  }, [userId]);
  return drafts;
}
