import type { ExportedAttempt } from '../attempt-batches';
import type { ExportTexts } from '../export-texts';
import { codeAnswer } from './code-answer';
import { categorical, describe, type Field, type Row } from './field';
import { languageField } from './profile-fields';
import { questionFields, questionName } from './question-fields';
import type { PackageQuestion, PackageStructure } from './structure';

/** Times to the millisecond, in UTC: two answers 25 ms apart stay apart. */
export function iso(date: Date | string | null): string | null {
  if (date === null) return null;
  const time = new Date(date);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The columns that say which attempt a row is, whose, of which topic and in which language (responses, unfinished). */
export function attemptFields(s: PackageStructure, t: ExportTexts): Field[] {
  return [
    {
      name: 'attempt',
      type: 'string',
      title: t.attemptId,
      description: t.attemptId,
      constraints: { required: true, unique: true },
    },
    { name: 'respondent', type: 'string', title: t.respondent, description: t.respondent },
    categorical(
      { name: 'topic', type: 'string', title: t.topic, description: t.topic },
      s.topics.map((topic) => ({ value: topicCode(topic), label: topic.name.text })),
    ),
    languageField(t),
  ];
}

/** responses.csv: one row per completed attempt, coded answers, score shares, results per sub-topic. */
export function responseFields(s: PackageStructure, t: ExportTexts, profile: Field[]): Field[] {
  const fixed: Field[] = [
    ...attemptFields(s, t),
    { name: 'created', type: 'datetime', title: t.createdAt, description: t.createdAt },
    { name: 'completed', type: 'datetime', title: t.completedAt, description: t.completedAt },
    ...profile,
  ];
  const subFields = s.subs.flatMap((sub): Field[] => {
    const name = describe(sub.name.text, sub.name.en) + (sub.deleted ? ` (${t.deleted})` : '');
    const group = `s${sub.id}`;
    return [
      {
        name: `s${sub.id}_actual`,
        type: 'number',
        title: `${sub.name.text}: ${t.actual}`,
        description: `${name}: ${t.actual}`,
        group,
        constraints: { minimum: 0 },
      },
      {
        name: `s${sub.id}_total`,
        type: 'integer',
        title: `${sub.name.text}: ${t.total}`,
        description: `${name}: ${t.total}`,
        group,
        constraints: { minimum: 0 },
      },
      sub.levels.length
        ? categorical(
            {
              name: `s${sub.id}_level`,
              type: 'integer',
              title: `${sub.name.text}: ${t.level}`,
              description: `${name}: ${t.level}`,
              group,
              ordered: true,
            },
            sub.levels.map((l) => ({ value: l.level, label: l.title.text })),
          )
        : {
            name: `s${sub.id}_level`,
            type: 'integer',
            title: `${sub.name.text}: ${t.level}`,
            description: `${name}: ${t.level}`,
            group,
            constraints: { minimum: 1 },
          },
    ];
  });
  return [...fixed, ...s.questions.flatMap((q) => questionFields(q, t)), ...subFields];
}

export const topicCode = (topic: { id: number; key: string | null }) => topic.key ?? `topic-${topic.id}`;

export function responseRow(s: PackageStructure, e: ExportedAttempt, t: ExportTexts, profile: Row): Row {
  const a = e.attempt;
  const topic = s.topics.find((x) => x.id === a.topicId)!;
  const row: Row = {
    attempt: a.id,
    respondent: a.respondentId,
    topic: topicCode(topic),
    language: a.language,
    created: iso(a.createdAt),
    completed: iso(a.completedAt),
    ...profile,
  };
  for (const q of s.questions) {
    if (q.topicId !== a.topicId || !a.questionIds.includes(q.id)) continue;
    Object.assign(row, codeAnswer(q, a.answers[String(q.id)], t)?.wide);
  }
  for (const r of a.results ?? []) {
    row[`s${r.sub_topic_id}_actual`] = Math.round(r.actual_points * 1e6) / 1e6;
    row[`s${r.sub_topic_id}_total`] = r.total_points;
    row[`s${r.sub_topic_id}_level`] = r.level;
  }
  return row;
}

/** answers.csv: one row per attempt and question asked, with the paradata the questionnaire records. */
export function answerFields(s: PackageStructure, t: ExportTexts): Field[] {
  return [
    { name: 'attempt', type: 'string', title: t.attemptId, description: t.attemptId, constraints: { required: true } },
    categorical(
      { name: 'question', type: 'string', title: 'Question', description: 'The question: its column name in responses.csv' },
      s.questions.map((q) => ({ value: questionName(q), label: `${questionName(q)} ${q.label.text}` })),
      { required: true },
    ),
    {
      name: 'answer',
      type: 'string',
      title: 'Answer code',
      description:
        'The coded answer: the code (OCA, SCL point), the chosen codes separated by spaces (MCA, "none" for none of the above), the item codes in the order given (DND), row:option pairs (ASG), or the text (TXT)',
    },
    { name: 'label', type: 'string', title: 'Answer label', description: 'The answer as text in the chosen language' },
    {
      name: 'score',
      type: 'number',
      title: t.scoreShare,
      description: `${t.scoreShare}; empty for questions that are not evaluated`,
      constraints: { minimum: 0, maximum: 1 },
    },
    {
      name: 'seconds',
      type: 'integer',
      title: 'Seconds on the question',
      description: 'Seconds from the first start of the question to its last change',
      constraints: { minimum: 0 },
    },
    {
      name: 'changes',
      type: 'integer',
      title: 'Changes',
      description: 'How many times the answer was changed (updated_at entries, at most 99 kept)',
      constraints: { minimum: 0 },
    },
    {
      name: 'pasted',
      type: 'boolean',
      title: 'Pasted',
      description: 'TXT only: 1 when the text was pasted (its length within 90% to 110% of what was pasted)',
    },
    {
      name: 'shown',
      type: 'string',
      title: 'Order shown',
      description:
        'The codes of the options (OCA, MCA, ASG) or items (DND) in the order this respondent saw them, separated by spaces; empty where the order is fixed (SCL, TXT)',
    },
    {
      name: 'started',
      type: 'datetime',
      title: 'Question first shown (UTC)',
      description: "When the question was first shown (UTC, milliseconds), as the browser reported it, within the attempt's life",
    },
    {
      name: 'last_changed',
      type: 'datetime',
      title: 'Answer last changed (UTC)',
      description: "When the answer was last changed (UTC, milliseconds), as the browser reported it, within the attempt's life",
    },
  ];
}

/** The codes of the choices in the order the attempt showed them (its stored option order). */
function shownOrder(q: PackageQuestion, order: number[] | undefined): string | null {
  if (!order?.length) return null;
  return order.map((id) => q.coded.find((c) => c.id === id)?.code ?? '?').join(' ');
}

export function answerRows(s: PackageStructure, e: ExportedAttempt, t: ExportTexts): Row[] {
  const a = e.attempt;
  const rows: Row[] = [];
  for (const q of s.questions) {
    if (q.topicId !== a.topicId || !a.questionIds.includes(q.id)) continue;
    const coded = codeAnswer(q, a.answers[String(q.id)], t);
    if (!coded) continue;
    rows.push({
      attempt: a.id,
      question: questionName(q),
      answer: coded.code,
      label: coded.label,
      score: coded.score,
      seconds: coded.seconds,
      changes: coded.changes,
      pasted: coded.pasted,
      shown: shownOrder(q, a.optionOrder[String(q.id)]),
      started: iso(a.answers[String(q.id)]?.started_at ?? null),
      last_changed: iso(a.answers[String(q.id)]?.updated_at.at(-1) ?? null),
    });
  }
  return rows;
}
