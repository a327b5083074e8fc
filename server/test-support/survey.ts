import type { ContentTopicInput } from '../../contract/content';
import { contentTopicSchema } from '../../contract/content';
import type { Question } from '../../contract/questions';
import { seedContent } from '../content/seed';
import { fixtureTopic } from '../content/test-support/fixture';
import { keyedQuestionsById } from '../services/survey/keyed-questions';
import { choicesOfKind } from '../services/survey/question-keys';
import { call } from './accounts';
import type { TestApp } from './app';

/** Loads the fixture topics (one question of every type each) and returns their ids by key. */
export async function seedFixtureTopics(
  t: TestApp,
  list: ContentTopicInput[] = [fixtureTopic('alpha'), fixtureTopic('beta', 'wlb')],
) {
  await seedContent(t.database, { topics: list.map((topic) => contentTopicSchema.parse(topic)), hash: `test-${Math.random()}` });
  const rows = await t.database.db.query.topics.findMany();
  return Object.fromEntries(rows.map((r) => [r.key, r.id])) as Record<string, number>;
}

/** The right answer to each question (read from the answer keys in the database), TXT answered with text. */
export async function rightAnswers(t: TestApp, questions: readonly Question[]) {
  const keyed = await keyedQuestionsById(
    t.database.db,
    questions.map((q) => q.id),
  );
  return questions.map((q): { id: number; answered: unknown; pasted?: boolean } => {
    const k = keyed.find((x) => x.id === q.id)!;
    const options = choicesOfKind(k, 'option');
    switch (q.type) {
      case 'OCA':
        return { id: q.id, answered: options.find((o) => o.correct)!.id };
      case 'MCA':
        return { id: q.id, answered: options.filter((o) => o.correct).map((o) => o.id) };
      case 'TXT':
        return { id: q.id, answered: 'My own words', pasted: false };
      case 'DND':
        return { id: q.id, answered: choicesOfKind(k, 'item').map((i) => i.id) };
      case 'SCL':
        // The top point, wherever a reversed scale shows it.
        return { id: q.id, answered: choicesOfKind(k, 'grade').reduce((a, b) => ((b.point ?? 0) > (a.point ?? 0) ? b : a)).id };
      case 'ASG':
        return { id: q.id, answered: Object.fromEntries(choicesOfKind(k, 'row').map((r) => [String(r.id), r.correctOptionId!])) };
      default:
        throw new Error('unknown question type');
    }
  });
}

/** Completes an attempt of `topic` as `token`, with the right answers and `text` as the TXT answer. */
export async function completeAttempt(t: TestApp, token: string, topic: number, text = 'My own words') {
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token });
  const answers = (await rightAnswers(t, made.body.questions)).map((a) =>
    typeof a.answered === 'string' ? { ...a, answered: text } : a,
  );
  const submitted = await call(t, 'POST', '/api/survey/submit', {
    token,
    body: {
      survey_attempt: made.body.survey_attempt,
      updated_at: made.body.updated_at,
      survey: { questions: answers },
      complete: true,
    },
  });
  if (submitted.status !== 200) throw new Error(`submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  return made.body as { survey_attempt: string; questions: { id: number; type: string }[] };
}
