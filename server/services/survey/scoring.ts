import { noneOptionId } from '../../../contract/question-rules';
import type { StoredResult } from '../../db/schema';
import { choicesOfKind, type KeyedQuestion } from './question-keys';

/**
 * Scoring of docs/product/choices.md: each evaluated question scores a share from 0 to 1; a sub-topic's
 * actual points are the sum of its shares, its total the number of evaluated questions, and its level
 * ceil(actual / total × n), at least 1. TXT is never evaluated.
 */
export function questionShare(question: KeyedQuestion, answered: unknown): number {
  switch (question.type) {
    case 'OCA': {
      const chosen = question.choices.find((c) => c.id === answered && c.kind === 'option');
      return chosen?.correct ? 1 : 0;
    }
    case 'MCA': {
      const options = choicesOfKind(question, 'option');
      if (options.length === 0) return 0;
      const selected = new Set(Array.isArray(answered) ? answered.filter((id) => id !== noneOptionId) : []);
      // "None" selects nothing, so it is right exactly for the options that are not correct.
      return options.filter((o) => selected.has(o.id) === o.correct).length / options.length;
    }
    case 'DND': {
      const items = choicesOfKind(question, 'item');
      if (items.length === 0 || !Array.isArray(answered)) return 0;
      const inPlace = answered.filter((id, index) => items.find((i) => i.id === id)?.correctPosition === index).length;
      return inPlace / items.length;
    }
    case 'ASG': {
      const rows = choicesOfKind(question, 'row');
      if (rows.length === 0 || !answered || typeof answered !== 'object') return 0;
      const given = answered as Record<string, number>;
      return rows.filter((row) => given[String(row.id)] === row.correctOptionId).length / rows.length;
    }
    case 'SCL': {
      const grades = choicesOfKind(question, 'grade');
      const chosen = grades.find((g) => g.id === answered);
      const top = Math.max(...grades.map((g) => g.point ?? 0));
      return chosen && top > 0 ? (chosen.point ?? 0) / top : 0;
    }
    case 'TXT':
      return 0;
  }
}

/** ceil(actual / total × levels), at least 1; exact thirds stay on their level despite floating point. */
export function levelOf(actual: number, total: number, levels: number): number {
  if (total <= 0 || levels <= 0) return 1;
  const raw = (actual * levels) / total;
  return Math.min(levels, Math.max(1, Math.ceil(raw - 1e-9)));
}

/**
 * Results per sub-topic in the order the questions came, for the attempt's evaluated questions.
 * `levelsOf` gives the number of rating levels of a sub-topic.
 */
export function scoreAttempt(
  questions: readonly KeyedQuestion[],
  answers: Readonly<Record<string, { answered: unknown } | undefined>>,
  levelsOf: (subTopicId: number) => number,
): StoredResult[] {
  const bySubTopic = new Map<number, { actual: number; total: number }>();
  for (const question of questions) {
    if (!question.evaluated || question.type === 'TXT') continue;
    const entry = bySubTopic.get(question.subTopicId) ?? { actual: 0, total: 0 };
    entry.actual += questionShare(question, answers[String(question.id)]?.answered);
    entry.total += 1;
    bySubTopic.set(question.subTopicId, entry);
  }
  return [...bySubTopic].map(([subTopicId, { actual, total }]) => {
    const levels = levelsOf(subTopicId);
    return {
      sub_topic_id: subTopicId,
      actual_points: Math.round(actual * 1e6) / 1e6,
      total_points: total,
      level: levelOf(actual, total, levels),
      levels,
    };
  });
}
