import type { ExportTexts } from '../export-texts';
import { type Category, categorical, describe, type Field } from './field';
import { type CodedChoice, codedChoicesOfKind, gradePoint, type PackageQuestion } from './structure';

/** `q12`: the stable base name of a question's columns (its id never changes once made). */
export const questionName = (q: { id: number }) => `q${q.id}`;
const suffix = { option: 'o', item: 'i', row: 'r', grade: 'g' } as const;

const mark = (deleted: boolean, t: ExportTexts) => (deleted ? ` (${t.deleted})` : '');

/** What every column of one question shares: its base name (also its group) and its description. */
interface QuestionColumns {
  q: PackageQuestion;
  t: ExportTexts;
  base: string;
  group: string;
  question: string;
}

/**
 * The coded columns of one question in responses.csv: SCL the grade's point, OCA the option's
 * code, MCA a 0/1 column per option and one for "none", DND the rank given to each item, ASG the option's
 * code chosen for each row, TXT the text, and for an evaluated question its score share.
 */
export function questionFields(q: PackageQuestion, t: ExportTexts): Field[] {
  const base = questionName(q);
  const c: QuestionColumns = { q, t, base, group: base, question: describe(q.label.text, q.label.en) + mark(q.deleted, t) };
  const fields = answerColumns(c);
  if (q.evaluated)
    fields.push({
      name: `${base}_score`,
      type: 'number',
      title: `${q.label.text}: ${t.scoreShare}`,
      group: c.group,
      description: `${c.question}: ${t.scoreShare}`,
      constraints: { minimum: 0, maximum: 1 },
    });
  return fields;
}

/** The columns that hold the answer, by the question's type. */
function answerColumns(c: QuestionColumns): Field[] {
  const { q, t, base, group, question } = c;
  switch (q.type) {
    case 'SCL': {
      // An ordered scale: its categories in the order of their points, which are its codes.
      const grades = codedChoicesOfKind(q, 'grade')
        .map((choice) => ({ value: gradePoint(choice), label: choice.label.text + mark(choice.deleted, t) }))
        .sort((a, b) => a.value - b.value);
      return [
        categorical({ name: base, type: 'integer', title: q.label.text, description: question, group, ordered: true }, grades),
      ];
    }
    case 'OCA':
      return [
        categorical({ name: base, type: 'integer', title: q.label.text, description: question, group }, optionCategories(c)),
      ];
    case 'TXT':
      return [{ name: base, type: 'string', title: q.label.text, description: question, group, note: t.answerAsText }];
    case 'MCA':
      return multipleChoiceColumns(c);
    case 'DND':
      return rankColumns(c);
    case 'ASG':
      return codedChoicesOfKind(q, 'row').map((row) => categorical(choiceColumn(c, suffix.row, row), optionCategories(c)));
    default:
      return [];
  }
}

/** The question's options as the categories of a coded column. */
const optionCategories = ({ q, t }: QuestionColumns): Category[] =>
  codedChoicesOfKind(q, 'option').map((c) => ({ value: c.code, label: c.label.text + mark(c.deleted, t) }));

/** The integer column of one choice of the question: `q12_o3` and the like. */
function choiceColumn({ t, base, group, question }: QuestionColumns, letter: string, c: CodedChoice): Field {
  return {
    name: `${base}_${letter}${c.code}`,
    type: 'integer',
    title: c.label.text,
    group,
    description: `${question}: ${describe(c.label.text, c.label.en)}${mark(c.deleted, t)}`,
  };
}

/** MCA: a 0/1 column per option, and one for "none" where the question offers it. */
function multipleChoiceColumns(c: QuestionColumns): Field[] {
  const { q, t, base, group, question } = c;
  const chosen: Category[] = [
    { value: 0, label: t.notChosen },
    { value: 1, label: t.chosen },
  ];
  const fields = codedChoicesOfKind(q, 'option').map((option) => categorical(choiceColumn(c, suffix.option, option), chosen));
  if (q.canBeNone)
    fields.push(
      categorical({ name: `${base}_none`, type: 'integer', title: t.none, group, description: `${question}: ${t.none}` }, chosen),
    );
  return fields;
}

/** DND: the rank given to each item. */
function rankColumns(c: QuestionColumns): Field[] {
  const items = codedChoicesOfKind(c.q, 'item');
  return items.map((item) => {
    const column = choiceColumn(c, suffix.item, item);
    return {
      ...column,
      description: `${column.description} (${c.t.rankGiven})`,
      constraints: { minimum: 1, maximum: items.length },
    };
  });
}
