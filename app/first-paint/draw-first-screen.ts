import { attemptResultsPath, surveyApiPaths } from '../../contract/api/survey-paths';
import { paintFirstQuestion } from './first-question-paint';
import { paintFirstResult } from './first-result-paint';
import { drawWhenAnswered } from './first-screen-paint';

/**
 * Run by index.html's inline script on a signed-in page's loading frame: draws the page's first
 * screen from the first call's answer, the questionnaire's start or the result, as soon as it comes. The
 * promise settles once drawn, or at once when this page started no such call.
 */
export function drawFirstScreenWhenAnswered(): Promise<void> {
  const resultPath = attemptResultsPath(new URLSearchParams(location.search).get('id') ?? '');
  return Promise.all([
    drawWhenAnswered(
      (method, path) => method === 'POST' && path === surveyApiPaths.get,
      (survey) => paintFirstQuestion(survey, location.search),
    ),
    drawWhenAnswered((method, path) => method === 'GET' && path === resultPath, paintFirstResult),
  ]).then(() => undefined);
}
