import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, holdsQueuedDraft, isQueued, onDraftsChanged, removeDraft, writeDraft } from './draft-store';
import { sampleSurvey } from '../test-support/survey-fixtures';

describe('drafts waiting to go, read without the survey schema', () => {
  beforeEach(() => localStorage.clear());

  it('counts answers the server has not got and a completion asked for offline, nothing else', () => {
    expect(isQueued({ synced: false })).toBe(true);
    expect(isQueued({ synced: true, complete: true })).toBe(true);
    expect(isQueued({ synced: true })).toBe(false);
    // A draft stored as docs/product/data.md describes it (no flag) is in step with the server.
    expect(isQueued({})).toBe(false);
    expect(isQueued({ synced: true, complete: false })).toBe(false);
  });

  it('finds a device with no draft, or only drafts in step with the server, holding nothing to send', () => {
    expect(holdsQueuedDraft()).toBe(false);
    writeDraft({ ...sampleSurvey(), synced: true });
    localStorage.setItem(draftKey(8), JSON.stringify(sampleSurvey({ topic: { pk: 8, name: 'Other', wlb: false } })));
    expect(holdsQueuedDraft()).toBe(false);
  });

  it('finds a draft with unsent answers or an offline completion among others', () => {
    writeDraft({ ...sampleSurvey(), synced: true });
    writeDraft({ ...sampleSurvey({ topic: { pk: 3, name: 'Other', wlb: true } }), synced: false });
    expect(holdsQueuedDraft()).toBe(true);
    localStorage.clear();
    writeDraft({ ...sampleSurvey(), synced: true, complete: true });
    expect(holdsQueuedDraft()).toBe(true);
  });

  it('does not count what cannot be read, nor what only shares the prefix, and changes nothing', () => {
    const stored = {
      [draftKey(5)]: '{not json',
      [draftKey(6)]: 'null',
      'survey-x': JSON.stringify({ synced: false }),
      'survey-0': JSON.stringify({ synced: false }),
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    expect(holdsQueuedDraft()).toBe(false);
    for (const [key, value] of Object.entries(stored)) expect(localStorage.getItem(key)).toBe(value);
  });
});

describe('the draft store', () => {
  beforeEach(() => localStorage.clear());

  it('tells of every write and removal in this tab and of other tabs’ changes, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onDraftsChanged(listener);
    writeDraft({ ...sampleSurvey(), synced: true });
    removeDraft(7);
    window.dispatchEvent(new StorageEvent('storage', { key: draftKey(7) }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    writeDraft({ ...sampleSurvey(), synced: true });
    window.dispatchEvent(new StorageEvent('storage', { key: draftKey(7) }));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('never stops the respondent when the device cannot keep the draft (storage full)', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => writeDraft({ ...sampleSurvey(), synced: false }, full)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('The survey draft could not be kept on this device', expect.any(DOMException));
    warn.mockRestore();
  });
});
