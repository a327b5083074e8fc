import type { Tool } from '../../../../contract/content';
import type { LanguageCode } from '../../../../contract/languages';
import { hasDraft, removeDraft } from '../drafts/draft-store';
import type { StartDeps } from './start-survey';
import type { SurveyCalls } from '../calls/use-survey-calls';

export interface StartParams {
  tool: Tool;
  topicId: number;
  userId: number;
  language: LanguageCode;
  retry: boolean;
  calls: SurveyCalls;
}

/** The questionnaire start's world (start-survey.ts): this device's draft and the server's survey calls. */
export function surveyStartDeps({ tool, topicId, userId, language, retry, calls }: StartParams): StartDeps {
  return {
    retry,
    userId,
    language,
    // Reading checks the draft with the survey schema, which the questionnaire's first load leaves out.
    readLocal: () => (hasDraft(topicId) ? import('../drafts/read-draft').then((m) => m.readDraft(topicId)) : null),
    removeLocal: () => removeDraft(topicId),
    fetchServer: () => calls.fetchCurrent(topicId),
    startAtServer: () => calls.startCurrent(topicId),
    validate: calls.validate,
    generate: (again) => calls.generate(topicId, again),
    latestCompleted: () => calls.latestCompleted(tool, topicId),
  };
}
