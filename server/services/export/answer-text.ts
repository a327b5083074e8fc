import type { ExportTexts } from './export-texts';
import type { PackageQuestion } from './package/structure';

/** An answer as the CSV export writes it: the labels of the choices in the chosen language, or the text. */
export function answerText(question: PackageQuestion, answered: unknown, t: ExportTexts): string {
  const label = (id: unknown) => question.coded.find((c) => c.id === id)?.label.text ?? '';
  if (answered === undefined || answered === null) return '';
  switch (question.type) {
    case 'TXT':
      return typeof answered === 'string' ? answered : '';
    case 'OCA':
    case 'SCL':
      return answered === 0 ? '' : label(answered);
    case 'MCA':
      return Array.isArray(answered) ? answered.map((id) => (id === 0 ? t.none : label(id))).join(' | ') : '';
    case 'DND':
      return Array.isArray(answered) ? answered.map(label).join(' > ') : '';
    case 'ASG':
      if (typeof answered !== 'object') return '';
      return Object.entries(answered as Record<string, unknown>)
        .map(([row, option]) => `${label(Number(row))}: ${option === 0 ? '' : label(option)}`)
        .join(' | ');
    default:
      return '';
  }
}
