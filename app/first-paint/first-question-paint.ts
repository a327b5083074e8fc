import type { Question } from '../../contract/questions';
import { openingIndex } from '../features/survey/questionnaire/answers';
import { questionnaireParams } from '../shared/paths';
import { drawFirstScreen, isText } from './first-screen-paint';

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
 * Draws the questionnaire's first screen in place of its loading frame's loading state from the start call's
 * answer, before the app has loaded: the frame's template (first-screen-templates.tsx) with the topic's name
 * and the question the page opens at (the same rule: `openingIndex`), its number and sub-topic. Returns false,
 * drawing nothing, when the frame or the answer is not what it expects.
 */
export function paintFirstQuestion(survey: unknown, search: string): boolean {
  if (!isSurveyToDraw(survey)) return false;
  const index = openingIndex(survey.questions, new URLSearchParams(search).get(questionnaireParams.question));
  const question = survey.questions[index];
  if (!question) return false;
  return drawFirstScreen({
    topic: survey.topic.name,
    number: String(index + 1),
    question: question.text,
    subTopic: question.sub_topic.name,
  });
}
