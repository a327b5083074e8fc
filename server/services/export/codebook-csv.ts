import { textIn } from '../../../contract/content';
import { type LanguageCode, languageCodes } from '../../../contract/languages';
import { limits } from '../../../contract/limits';
import { educations, genders, residences } from '../../../contract/user-options';
import type { Db } from '../../db/client';
import { bom, csvRow } from './csv';
import { type FixedColumn, fixedColumns, profileColumns } from './export-columns';
import { topicStructure } from './export-selection';
import { type ExportTexts, exportTexts } from './export-texts';
import type { PackageQuestion, PackageSubTopic } from './package/structure';

const list = (codes: readonly string[]) => codes.join(', ');

/** Column, meaning and answer codes of every column of the export, in the chosen language. */
export async function codebookCsv(db: Db, topicId: number, language: LanguageCode): Promise<string> {
  const t = exportTexts(language);
  const s = await topicStructure(db, topicId, language);
  const meanings = fixedColumnMeanings(t, s.topics[0]!.name.text);
  let out = bom + csvRow(t.codebookHeader);
  for (const column of fixedColumns) {
    const [meaning, codes] = meanings[column];
    out += csvRow([column, profileColumns.has(column) ? `${meaning} (${t.profileAtCompletion})` : meaning, codes]);
  }
  for (const q of s.questions) out += questionLine(q, t, language);
  for (const sub of s.subs) out += subTopicLines(sub, t);
  return out;
}

/** Meaning and codes of each fixed column. */
function fixedColumnMeanings(t: ExportTexts, topicName: string): Record<FixedColumn, [string, string]> {
  return {
    attempt_id: [t.attemptId, ''],
    respondent: [t.respondent, ''],
    country: [t.country, ''],
    residence: [t.residence, list(residences)],
    age: [t.age, `${limits.ageMin}–${limits.ageMax}`],
    gender: [t.gender, list(genders)],
    education: [t.education, list(educations)],
    employment: [t.employment, `${t.yes}, ${t.no}`],
    unemployed_months: [t.unemployedMonths, `${limits.unemployedMonthsMin}–${limits.unemployedMonthsMax}`],
    job_sectors: [t.jobSectors, ''],
    topic: [t.topic, topicName],
    language: [t.language, list(languageCodes)],
    created_at: [t.createdAt, 'ISO 8601'],
    completed_at: [t.completedAt, 'ISO 8601'],
  };
}

/** A question's column: its type, sub-topic and text, and its choices (an SCL grade with its point). */
function questionLine(q: PackageQuestion, t: ExportTexts, language: LanguageCode): string {
  const codes = [...q.choices]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((c) => (q.type === 'SCL' ? `${c.point ?? ''} = ${textIn(c.text, language)}` : textIn(c.text, language)))
    .join(' | ');
  const mark = q.deleted ? ` (${t.deleted})` : '';
  const meaning = `${q.type} · ${textIn(q.subTopicName, language)}: ${q.label.text}${mark} (${versionOf(q, t)})`;
  return csvRow([`q${q.id}`, meaning, codes || t.answerAsText]);
}

/** Which version of the question the column holds, and the column of the version it replaces (docs/research-data.md). */
function versionOf(q: PackageQuestion, t: ExportTexts): string {
  const version = t.version.replace('{{version}}', String(q.version));
  return q.replacesId === null ? version : `${version}, ${t.replaces.replace('{{question}}', `q${q.replacesId}`)}`;
}

/** A sub-topic's three result columns. */
function subTopicLines(sub: PackageSubTopic, t: ExportTexts): string {
  const mark = sub.deleted ? ` (${t.deleted})` : '';
  const name = sub.name.text;
  return (
    csvRow([`s${sub.id}_actual`, `${name}${mark}: ${t.actual}`, t.decimals]) +
    csvRow([`s${sub.id}_total`, `${name}${mark}: ${t.total}`, '']) +
    csvRow([`s${sub.id}_level`, `${name}${mark}: ${t.level}`, sub.levels.length ? `1–${sub.levels.length}` : ''])
  );
}
