import { textIn } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import type { Question } from '../../../contract/questions';
import type { StoredAnswer } from '../../db/schema';
import { choicesOfKind, type KeyedChoice, type KeyedQuestion } from './question-keys';
import { shuffled, shuffledAwayFrom } from './shuffle';

/** The order a new attempt shows each question's choices in (docs/product/choices.md, options order). */
export function newOptionOrder(questions: readonly KeyedQuestion[]): Record<string, number[]> {
  const order: Record<string, number[]> = {};
  for (const q of questions) {
    const ids = (kind: KeyedChoice['kind']) => choicesOfKind(q, kind).map((c) => c.id);
    if (q.type === 'OCA' || q.type === 'MCA' || q.type === 'ASG') order[q.id] = shuffled(ids('option'));
    if (q.type === 'DND') order[q.id] = shuffledAwayFrom(ids('item'));
  }
  return order;
}

/**
 * A question as a respondent receives it (docs/product/data.md), in `language`, with the stored answer. Answer
 * keys stay here: only ids, texts and SCL points leave the server.
 */
export function respondentQuestion(
  q: KeyedQuestion,
  language: LanguageCode,
  order: readonly number[] | undefined,
  stored: StoredAnswer | undefined,
): Question {
  const text = (c: KeyedChoice) => ({ id: c.id, text: textIn(c.text, language) });
  const inOrder = (kind: KeyedChoice['kind']) => {
    const choices = choicesOfKind(q, kind);
    if (!order) return choices;
    const rank = new Map(order.map((id, index) => [id, index]));
    // Choices added after the attempt was made go last.
    return [...choices].sort((a, b) => (rank.get(a.id) ?? 1e9) - (rank.get(b.id) ?? 1e9) || a.position - b.position);
  };
  const common = {
    id: q.id,
    text: textIn(q.text, language),
    images: q.images.map((image) => ({ url: image.url, alt: textIn(image.alt, language) })),
    sub_topic: { id: q.subTopicId, name: textIn(q.subTopicName, language) },
    started_at: stored?.started_at ?? null,
    updated_at: stored?.updated_at ?? [],
  };
  switch (q.type) {
    case 'OCA':
      return { ...common, type: 'OCA', oca_options: inOrder('option').map(text), answered: (stored?.answered as number) ?? 0 };
    case 'MCA':
      return {
        ...common,
        type: 'MCA',
        mca_options: inOrder('option').map(text),
        can_be_none: q.canBeNone,
        answered: (stored?.answered as number[]) ?? [],
      };
    case 'TXT':
      return { ...common, type: 'TXT', answered: (stored?.answered as string) ?? '', pasted: stored?.pasted ?? false };
    case 'DND':
      return { ...common, type: 'DND', dnd_options: inOrder('item').map(text), answered: (stored?.answered as number[]) ?? [] };
    case 'SCL':
      return {
        ...common,
        type: 'SCL',
        // In the order the content lists them: every scale runs one way, a reversed one scores downwards.
        scl_options: choicesOfKind(q, 'grade').map((c) => ({ ...text(c), point: c.point ?? 0 })),
        answered: (stored?.answered as number) ?? 0,
      };
    case 'ASG':
      return {
        ...common,
        type: 'ASG',
        asg_questions: choicesOfKind(q, 'row').map(text),
        asg_options: inOrder('option').map(text),
        answered: (stored?.answered as Record<string, number>) ?? {},
      };
  }
}
