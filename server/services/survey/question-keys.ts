import type { LocalizedText } from '../../../contract/content';
import type { QuestionType } from '../../../contract/questions';
import type { OptionKind, StoredImage } from '../../db/schema';

/** A question as the server knows it, answer keys included. Never sent to respondents as it is. */
export interface KeyedQuestion {
  id: number;
  type: QuestionType;
  text: LocalizedText;
  evaluated: boolean;
  canBeNone: boolean;
  images: StoredImage[];
  subTopicId: number;
  subTopicName: LocalizedText;
  deleted: boolean;
  choices: KeyedChoice[];
}

export interface KeyedChoice {
  id: number;
  kind: OptionKind;
  position: number;
  text: LocalizedText;
  correct: boolean;
  correctPosition: number | null;
  point: number | null;
  correctOptionId: number | null;
}

export const choicesOfKind = (q: KeyedQuestion, kind: OptionKind) =>
  q.choices.filter((c) => c.kind === kind).sort((a, b) => a.position - b.position || a.id - b.id);
