import type { ExportTexts } from '../export-texts';
import { type Category, categorical, describe, type Field } from './field';
import { codedChoicesOfKind, gradePoint, type PackageQuestion } from './structure';

/** `q12`: the stable base name of a question's columns (its id never changes once made). */
export const questionName = (q: { id: number }) => `q${q.id}`;
const suffix = { option: 'o', item: 'i', row: 'r', grade: 'g' } as const;

const mark = (deleted: boolean, t: ExportTexts) => (deleted ? ` (${t.deleted})` : '');

/**
 * The coded columns of one question in responses.csv: SCL the grade's point, OCA the option's
 * code, MCA a 0/1 column per option and one for "none", DND the rank given to each item, ASG the option's
 * code chosen for each row, TXT the text, and for an evaluated question its score share.
 */
export function questionFields(q: PackageQuestion, t: ExportTexts): Field[] {
  const base = questionName(q);
  const group = base;
  const question = describe(q.label.text, q.label.en) + mark(q.deleted, t);
  const options = (): Category[] =>
    codedChoicesOfKind(q, 'option').map((c) => ({ value: c.code, label: c.label.text + mark(c.deleted, t) }));
  const chosen: Category[] = [
    { value: 0, label: t.notChosen },
    { value: 1, label: t.chosen },
  ];
  const fields: Field[] = [];
  switch (q.type) {
    case 'SCL': {
      // An ordered scale: its categories in the order of their points, which are its codes.
      const grades = codedChoicesOfKind(q, 'grade')
        .map((c) => ({ value: gradePoint(c), label: c.label.text + mark(c.deleted, t) }))
        .sort((a, b) => a.value - b.value);
      fields.push(
        categorical({ name: base, type: 'integer', title: q.label.text, description: question, group, ordered: true }, grades),
      );
      break;
    }
    case 'OCA':
      fields.push(categorical({ name: base, type: 'integer', title: q.label.text, description: question, group }, options()));
      break;
    case 'TXT':
      fields.push({ name: base, type: 'string', title: q.label.text, description: question, group, note: t.answerAsText });
      break;
    case 'MCA':
      for (const c of codedChoicesOfKind(q, 'option'))
        fields.push(
          categorical(
            {
              name: `${base}_${suffix.option}${c.code}`,
              type: 'integer',
              title: c.label.text,
              group,
              description: `${question}: ${describe(c.label.text, c.label.en)}${mark(c.deleted, t)}`,
            },
            chosen,
          ),
        );
      if (q.canBeNone)
        fields.push(
          categorical(
            { name: `${base}_none`, type: 'integer', title: t.none, group, description: `${question}: ${t.none}` },
            chosen,
          ),
        );
      break;
    case 'DND': {
      const items = codedChoicesOfKind(q, 'item');
      for (const c of items)
        fields.push({
          name: `${base}_${suffix.item}${c.code}`,
          type: 'integer',
          title: c.label.text,
          group,
          description: `${question}: ${describe(c.label.text, c.label.en)}${mark(c.deleted, t)} (${t.rankGiven})`,
          constraints: { minimum: 1, maximum: items.length },
        });
      break;
    }
    case 'ASG':
      for (const c of codedChoicesOfKind(q, 'row'))
        fields.push(
          categorical(
            {
              name: `${base}_${suffix.row}${c.code}`,
              type: 'integer',
              title: c.label.text,
              group,
              description: `${question}: ${describe(c.label.text, c.label.en)}${mark(c.deleted, t)}`,
            },
            options(),
          ),
        );
      break;
  }
  if (q.evaluated)
    fields.push({
      name: `${base}_score`,
      type: 'number',
      title: `${q.label.text}: ${t.scoreShare}`,
      group,
      description: `${question}: ${t.scoreShare}`,
      constraints: { minimum: 0, maximum: 1 },
    });
  return fields;
}
