import { backendMessageKey } from '../../../contract/wire';
import { toApiFailure } from '../../shared/api-failure';
import { CallFailure } from './start-survey';

/** Turns what an RTK Query `unwrap()` rejected with into a CallFailure; 5xx and network errors are "unreachable". */
export function callFailure(error: unknown): CallFailure {
  const failure = toApiFailure(error);
  return new CallFailure(failure.status, failure.messageKey, failure.status >= 500);
}

/** The survey answers the page acts on (the server's `en` sentences, server/routes/survey/messages.ts). */
export const surveyMessageKeys = {
  noAttemptInProgress: backendMessageKey('There is no survey in progress for this topic'),
  staleSubmit: backendMessageKey('These answers were saved more recently on another device or tab'),
  alreadyCompleted: backendMessageKey('This survey has already been completed'),
  attemptInvalid: backendMessageKey('This survey attempt is invalid'),
};
