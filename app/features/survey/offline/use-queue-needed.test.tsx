import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, removeDraft, writeDraft } from '../drafts/draft-store';
import { sampleSurvey } from '../test-support/survey-fixtures';
import { useQueueNeeded } from './use-queue-needed';

describe('useQueueNeeded: the offline queue loads once a draft waits to go', () => {
  beforeEach(() => localStorage.clear());

  it('is needed at once when the page opens with a draft waiting', () => {
    writeDraft({ ...sampleSurvey(), synced: false });
    expect(renderHook(() => useQueueNeeded()).result.current).toBe(true);
  });

  it('is not needed for drafts in step with the server, then needed from the first unsent answer on', () => {
    writeDraft({ ...sampleSurvey(), synced: true });
    const { result } = renderHook(() => useQueueNeeded());
    expect(result.current).toBe(false);
    act(() => writeDraft({ ...sampleSurvey(), synced: false }));
    expect(result.current).toBe(true);
    // Once loaded it stays for the page's life, even when the draft has gone.
    act(() => removeDraft(7));
    expect(result.current).toBe(true);
  });

  it('notices a draft another tab kept (the storage event)', () => {
    const { result } = renderHook(() => useQueueNeeded());
    expect(result.current).toBe(false);
    act(() => {
      localStorage.setItem(draftKey(7), JSON.stringify({ ...sampleSurvey(), synced: false }));
      window.dispatchEvent(new StorageEvent('storage', { key: draftKey(7) }));
    });
    expect(result.current).toBe(true);
  });
});
