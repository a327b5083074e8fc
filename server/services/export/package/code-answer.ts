import { noneOptionId } from '../../../../contract/question-rules';
import type { StoredAnswer } from '../../../db/schema';
import { questionShare } from '../../survey/scoring';
import type { ExportTexts } from '../export-texts';
import type { Cell } from './field';
import { questionName } from './question-fields';
import { type CodedChoice, codedChoicesOfKind, gradePoint, type PackageQuestion } from './structure';

/** One question's answer, coded: the wide columns it fills and its row in the long answers.csv. */
export interface CodedAnswer {
  wide: Record<string, Cell>;
  code: string | null;
  label: string | null;
  score: number | null;
  seconds: number | null;
  changes: number;
  pasted: boolean | null;
}

const byId = (q: PackageQuestion, id: unknown) => q.coded.find((c) => c.id === id);
const codeOf = (choice: CodedChoice | undefined) => choice?.code ?? null;
/** A score as the package writes it: at most 6 decimals. */
export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** First start to last change, in whole seconds; null when the answer has no timing. */
export function secondsSpent(answer: StoredAnswer): number | null {
  const last = answer.updated_at.at(-1);
  if (!answer.started_at || !last) return null;
  const span = (Date.parse(last) - Date.parse(answer.started_at)) / 1000;
  return Number.isFinite(span) && span >= 0 ? Math.round(span) : null;
}

/** Columns and code of each question type (responses.csv and answers.csv). */
function coded(q: PackageQuestion, answered: unknown, t: ExportTexts): Pick<CodedAnswer, 'wide' | 'code' | 'label'> {
  const base = questionName(q);
  switch (q.type) {
    case 'TXT':
      return typeof answered === 'string'
        ? { wide: { [base]: answered }, code: answered, label: answered }
        : { wide: {}, code: null, label: null };
    case 'OCA': {
      const c = byId(q, answered);
      return { wide: { [base]: codeOf(c) }, code: c ? String(c.code) : null, label: c?.label.text ?? null };
    }
    case 'SCL': {
      const c = byId(q, answered);
      const point = c ? gradePoint(c) : null;
      return { wide: { [base]: point }, code: point === null ? null : String(point), label: c?.label.text ?? null };
    }
    case 'MCA': {
      const list = Array.isArray(answered) ? answered : [];
      const wide: Record<string, Cell> = {};
      for (const c of codedChoicesOfKind(q, 'option')) wide[`${base}_o${c.code}`] = list.includes(c.id) ? 1 : 0;
      if (q.canBeNone) wide[`${base}_none`] = list.includes(noneOptionId) ? 1 : 0;
      const picked = list.map((id) =>
        id === noneOptionId
          ? { code: 'none', label: t.none }
          : { code: String(byId(q, id)?.code ?? '?'), label: byId(q, id)?.label.text ?? '' },
      );
      return { wide, code: picked.map((p) => p.code).join(' '), label: picked.map((p) => p.label).join(' | ') };
    }
    case 'DND': {
      const list = Array.isArray(answered) ? answered : [];
      const wide: Record<string, Cell> = {};
      // A partial order ranks only the items it holds; the others stay empty.
      for (const c of codedChoicesOfKind(q, 'item'))
        wide[`${base}_i${c.code}`] = list.includes(c.id) ? list.indexOf(c.id) + 1 : null;
      const items = list.map((id) => byId(q, id));
      return { wide, code: items.map((c) => c?.code ?? '?').join(' '), label: items.map((c) => c?.label.text ?? '').join(' > ') };
    }
    case 'ASG': {
      const given = answered && typeof answered === 'object' ? (answered as Record<string, unknown>) : {};
      const wide: Record<string, Cell> = {};
      const parts: { code: string; label: string }[] = [];
      for (const row of codedChoicesOfKind(q, 'row')) {
        const option = given[String(row.id)] === noneOptionId ? undefined : byId(q, given[String(row.id)]);
        wide[`${base}_r${row.code}`] = codeOf(option);
        if (String(row.id) in given)
          parts.push({ code: `${row.code}:${option?.code ?? ''}`, label: `${row.label.text}: ${option?.label.text ?? ''}` });
      }
      return { wide, code: parts.map((p) => p.code).join(' '), label: parts.map((p) => p.label).join(' | ') };
    }
  }
}

export function codeAnswer(q: PackageQuestion, answer: StoredAnswer | undefined, t: ExportTexts): CodedAnswer | null {
  if (!answer || answer.answered === undefined || answer.answered === null) return null;
  const { wide, code, label } = coded(q, answer.answered, t);
  const score = q.evaluated ? round6(questionShare(q, answer.answered)) : null;
  if (score !== null) wide[`${questionName(q)}_score`] = score;
  return {
    wide,
    code,
    label,
    score,
    seconds: secondsSpent(answer),
    changes: answer.updated_at.length,
    pasted: q.type === 'TXT' ? answer.pasted === true : null,
  };
}
