import { surveyMessages } from '../../../../contract/messages';
import { backendMessageKey } from '../../../../contract/wire';
import { isUnreachable, toApiFailure } from '../../../shared/api-failure';
import { CallFailure } from '../start/start-survey';

/** Turns what an RTK Query `unwrap()` rejected with into a CallFailure; 5xx and network errors are "unreachable". */
export function callFailure(error: unknown): CallFailure {
  const failure = toApiFailure(error);
  return new CallFailure(failure.status, failure.messageKey, isUnreachable(error), failure.requestId);
}

/** The survey answers the page acts on, by their keys in the message catalogue (contract/messages.ts). */
export const surveyMessageKeys = {
  noAttemptInProgress: backendMessageKey(surveyMessages.noAttemptInProgress.en),
  staleSubmit: backendMessageKey(surveyMessages.staleSubmit.en),
  alreadyCompleted: backendMessageKey(surveyMessages.alreadyCompleted.en),
  attemptInvalid: backendMessageKey(surveyMessages.attemptInvalid.en),
};
