import { writeDraft } from '../drafts/draft-store';
import { type StartParams, surveyStartDeps } from '../start/start-deps';
import { startSurvey } from '../start/start-survey';

/**
 * "Prepare for offline" on topic select: the same start as opening the questionnaire
 * (start-survey.ts: this device's draft, the server's unfinished attempt, or a new one generated), kept on
 * this device as the draft, so the questionnaire later opens from it without a connection. In the page's
 * language, as the questionnaire would show it. False when the topic turned out completed with nothing to
 * continue (the topic list was out of date); a failure rejects with the start's CallFailure.
 */
export async function prepareForOffline(params: StartParams): Promise<boolean> {
  const outcome = await startSurvey(surveyStartDeps(params));
  if (outcome.step === 'completed') return false;
  let survey = outcome.survey;
  if (outcome.needsLanguage && !outcome.unsynced) {
    survey = await params.calls.changeLanguage(survey.survey_attempt).catch(() => survey);
  }
  writeDraft({ ...survey, synced: !outcome.unsynced });
  return true;
}
