import { useEffect, useState } from 'react';
import { holdsQueuedDraft, onDraftsChanged } from '../drafts/draft-store';

/**
 * True once this device holds a draft waiting to go (kept while the server could not be reached, or answers
 * not yet saved), in this tab or another, and from then on for the page's life. Until then the offline
 * queue, which brings the answer schemas, stays unloaded: the first screen never waits for it.
 */
export function useQueueNeeded(): boolean {
  const [needed, setNeeded] = useState(holdsQueuedDraft);
  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (holdsQueuedDraft()) setNeeded(true);
    };
    check(); // a draft kept between the first render and this subscription
    return onDraftsChanged(check);
  }, [needed]);
  return needed;
}
