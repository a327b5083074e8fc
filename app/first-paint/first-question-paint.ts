import type { Question } from '../../contract/questions';
import { questionHeadingClass } from '../../ui/question/question-heading-class';
import { openingIndex } from '../features/survey/questionnaire/answers';
import {
  questionCardClass,
  questionnaireColumnClass,
  questionnaireTitleClass,
  subTopicClass,
} from '../routes/survey/questionnaire-layout';
import { questionnaireParams } from '../shared/paths';
import { block, element, isText, replaceLoadingState } from './first-screen-paint';

/** What the drawing reads of POST /api/survey/get's answer, checked by hand (the schemas are not loaded). */
interface SurveyToDraw {
  topic: { name: string };
  questions: Question[];
}

function isSurveyToDraw(value: unknown): value is SurveyToDraw {
  const survey = value as Partial<SurveyToDraw> | null;
  return (
    typeof survey === 'object' &&
    survey !== null &&
    isText(survey.topic?.name) &&
    Array.isArray(survey.questions) &&
    survey.questions.every((q) => typeof q === 'object' && q !== null && isText(q.text) && isText(q.sub_topic?.name))
  );
}

/**
 * Draws the questionnaire's first screen in place of its loading frame's loading state from the
 * start call's answer, before the app has loaded: the topic's name and the question the page opens at (the
 * same rule: `openingIndex`) with its sub-topic and numbered text, in the page's own classes and places, and
 * quiet blocks where the meter, the steps and the answers come. Only text nodes are made from the answer.
 * Returns false, drawing nothing, when the frame or the answer is not what it expects.
 */
export function paintFirstQuestion(survey: unknown, search: string): boolean {
  if (!isSurveyToDraw(survey)) return false;
  const index = openingIndex(survey.questions, new URLSearchParams(search).get(questionnaireParams.question));
  const question = survey.questions[index];
  if (!question) return false;
  const heading = element('h2', questionHeadingClass, element('span', '', `${index + 1}.`), ` ${question.text}`);
  const card = element(
    'div',
    questionCardClass,
    element('p', subTopicClass, question.sub_topic.name),
    element('fieldset', 'min-w-0', element('legend', '', heading), block('mt-4 h-64')),
  );
  const title = element('h1', questionnaireTitleClass, survey.topic.name);
  return replaceLoadingState(element('section', questionnaireColumnClass, title, block('h-13'), block('h-14'), card));
}
