import { userApiPaths } from '../../contract/api/user-paths';
import { isAttemptId } from '../../contract/api/attempt-id';
import { attemptResultsPath, surveyApiPaths, surveyStartBody } from '../../contract/api/survey-paths';
import { questionnaireParams, toolPages } from '../shared/paths';
import type { PreloadedCall } from '../store/api-preload';

/** A call of a signed-in page's first screen, as the boot script starts it. */
export type FirstLoadCall = PreloadedCall;

const isPage = (pathname: string, page: 'questionnaire' | 'result') =>
  pathname === toolPages('general')[page] || pathname === toolPages('wlb')[page];

/**
 * The API calls the page at this address makes first, for a visitor with a stored session: who they are,
 * and the questionnaire's start (without a draft on this device: the draft decides the start then; never for retry, which discards an attempt) or the result of the attempt in `?id=`. Empty on
 * any other page.
 */
export function firstLoadCalls(pathname: string, search: string, hasDraft: (topicId: number) => boolean): FirstLoadCall[] {
  const path = pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  const me: FirstLoadCall = { method: 'GET', path: userApiPaths.me, body: null };
  if (isPage(path, 'questionnaire')) {
    const topic = Number(params.get(questionnaireParams.topic));
    const startable = Number.isInteger(topic) && topic > 0 && params.get(questionnaireParams.retry) !== '1';
    if (!startable || hasDraft(topic)) return [me];
    return [me, { method: 'POST', path: surveyApiPaths.get, body: JSON.stringify(surveyStartBody(topic)) }];
  }
  if (isPage(path, 'result')) {
    const id = params.get('id') ?? '';
    return isAttemptId(id) ? [me, { method: 'GET', path: attemptResultsPath(id), body: null }] : [me];
  }
  return [];
}
