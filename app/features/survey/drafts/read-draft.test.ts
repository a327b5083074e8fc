import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalDrafts } from '../../../shared/draft-storage-keys';
import { draftKey, removeDraft, writeDraft } from './draft-store';
import { listDrafts, readDraft } from './read-draft';
import { sampleSurvey } from '../test-support/survey-fixtures';

describe('local drafts under survey-{topic id}', () => {
  beforeEach(() => localStorage.clear());

  it('writes and reads a draft with its synced flag', () => {
    writeDraft({ ...sampleSurvey(), synced: false });
    expect(localStorage.getItem('survey-7')).not.toBeNull();
    expect(readDraft(7)).toMatchObject({ survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA', synced: false });
  });

  it('reads a draft without the flag (as docs/product/data.md describes it) as in step with the server', () => {
    localStorage.setItem(draftKey(7), JSON.stringify(sampleSurvey()));
    expect(readDraft(7)?.synced).toBe(true);
  });

  it('drops a draft that cannot be read or belongs to another topic', () => {
    localStorage.setItem(draftKey(7), '{not json');
    expect(readDraft(7)).toBeNull();
    expect(localStorage.getItem(draftKey(7))).toBeNull();
    localStorage.setItem(draftKey(8), JSON.stringify(sampleSurvey()));
    expect(readDraft(8)).toBeNull();
    localStorage.setItem(draftKey(9), JSON.stringify({ questions: 'no' }));
    expect(readDraft(9)).toBeNull();
  });

  it('removes a draft and lists only readable drafts', () => {
    writeDraft({ ...sampleSurvey(), synced: true });
    writeDraft({ ...sampleSurvey({ topic: { pk: 3, name: 'Other', wlb: true } }), synced: true });
    localStorage.setItem('survey-x', 'junk');
    localStorage.setItem('language', 'de');
    // A topic's draft that cannot be read is left out, and dropped as readDraft drops it.
    localStorage.setItem(draftKey(5), '{not json');
    expect(
      listDrafts()
        .map((d) => d.topic.pk)
        .sort(),
    ).toEqual([3, 7]);
    expect(localStorage.getItem(draftKey(5))).toBeNull();
    removeDraft(7);
    expect(listDrafts().map((d) => d.topic.pk)).toEqual([3]);
  });

  it('leaves alone what is stored under the prefix without being a topic’s draft', () => {
    const notDrafts = {
      'survey-0': JSON.stringify(sampleSurvey()),
      'survey-2.5': JSON.stringify(sampleSurvey()),
      'survey-x': 'junk',
    };
    for (const [key, value] of Object.entries(notDrafts)) localStorage.setItem(key, value);
    expect(listDrafts()).toEqual([]);
    for (const [key, value] of Object.entries(notDrafts)) expect(localStorage.getItem(key)).toBe(value);
  });

  it('removes every key under the prefix when the account is deleted, and nothing else', () => {
    writeDraft({ ...sampleSurvey(), synced: false });
    writeDraft({ ...sampleSurvey({ topic: { pk: 3, name: 'Other', wlb: true } }), synced: true });
    localStorage.setItem('survey-x', 'junk');
    localStorage.setItem('language', 'de');
    clearLocalDrafts();
    expect(Object.keys(localStorage)).toEqual(['language']);
  });
});
