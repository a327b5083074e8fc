import { educations, genders, jobSectors, residences } from '../../../../contract/user-options';
import { countryCodes } from '../../../../contract/user-options';
import { languageCodes, type LanguageCode } from '../../../../contract/languages';
import { limits } from '../../../../contract/limits';
import type { ExportedAttempt } from '../attempt-batches';
import type { ExportTexts } from '../export-texts';
import { codeAnswer } from './code-answer';
import { ageBand, ageBandWidth, type Coarsening, otherCountry, shared } from './disclosure';
import { categorical, describe, type Field, type Row } from './field';
import { countryLabel, languageLabel, optionLabel } from './profile-labels';
import { questionFields, questionName } from './question-fields';
import type { RespondentProfile } from './respondents';
import type { PackageStructure } from './structure';

const chosen = (t: ExportTexts) => [
  { value: 0, label: t.notChosen },
  { value: 1, label: t.chosen },
];
const iso = (date: Date | null) => (date ? date.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

/** respondents.csv: one row per pseudonymous respondent, coded profile values, labels in the schema. */
export function respondentFields(language: LanguageCode, t: ExportTexts, coarsening: Coarsening | null): Field[] {
  const countryList = coarsening ? [...countryCodes.filter((c) => coarsening.countries.has(c)), otherCountry] : [...countryCodes];
  const age: Field = coarsening
    ? categorical(
        { name: 'age', type: 'integer', title: t.age, description: `${t.age}: 5-year bands, the value is the band's first year` },
        Array.from({ length: Math.floor(limits.ageMax / ageBandWidth) + 1 }, (_, i) => {
          const from = ageBand(i * ageBandWidth);
          return { value: from, label: `${from}–${from + ageBandWidth - 1}` };
        }),
      )
    : {
        name: 'age',
        type: 'integer',
        title: t.age,
        description: t.age,
        constraints: { minimum: limits.ageMin, maximum: limits.ageMax },
      };
  const coded = (name: string, title: string, list: 'RESIDENCE' | 'GENDER' | 'EDUCATION', codes: readonly string[]) =>
    categorical(
      { name, type: 'string', title, description: `${title} (${t.profileAtCompletion})` },
      codes.map((code) => ({ value: code, label: optionLabel(language, list, code) })),
    );
  return [
    {
      name: 'respondent',
      type: 'string',
      title: t.respondent,
      description: t.respondent,
      constraints: { required: true, unique: true },
    },
    categorical(
      { name: 'country', type: 'string', title: t.country, description: `${t.country} (${t.profileAtCompletion})` },
      countryList.map((code) => ({
        value: code,
        label: code === otherCountry ? t.otherCountries : countryLabel(language, code),
      })),
    ),
    coded('residence', t.residence, 'RESIDENCE', residences),
    coded('education', t.education, 'EDUCATION', educations),
    coded('gender', t.gender, 'GENDER', genders),
    age,
    { name: 'employment', type: 'boolean', title: t.employment, description: `${t.employment} (1 = ${t.yes}, 0 = ${t.no})` },
    {
      name: 'unemployed_months',
      type: 'integer',
      title: t.unemployedMonths,
      description: t.unemployedMonths,
      constraints: { minimum: limits.unemployedMonthsMin, maximum: limits.unemployedMonthsMax },
    },
    ...jobSectors.map((code) =>
      categorical(
        {
          name: `sector_${code}`,
          type: 'integer',
          title: optionLabel(language, 'JOB_SECTOR', code),
          description: `${t.jobSectors}: ${optionLabel(language, 'JOB_SECTOR', code)}`,
        },
        chosen(t),
      ),
    ),
  ];
}

export function respondentRow(p: RespondentProfile, coarsening: Coarsening | null): Row {
  const { country, age } = shared(p, coarsening);
  const sectors = p.job_fields ?? [];
  const known = p.employment !== null;
  return {
    respondent: p.respondent,
    country,
    residence: p.residence,
    education: p.education,
    gender: p.gender,
    age,
    employment: p.employment,
    unemployed_months: p.unemployed_months,
    ...Object.fromEntries(jobSectors.map((code) => [`sector_${code}`, known ? (sectors.includes(code) ? 1 : 0) : null])),
  };
}

/** responses.csv: one row per completed attempt, coded answers, score shares, results per sub-topic. */
export function responseFields(s: PackageStructure, t: ExportTexts): Field[] {
  const fixed: Field[] = [
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
    categorical(
      { name: 'language', type: 'string', title: t.language, description: t.language },
      languageCodes.map((code) => ({ value: code, label: languageLabel(code) })),
    ),
    { name: 'created', type: 'datetime', title: t.createdAt, description: t.createdAt },
    { name: 'completed', type: 'datetime', title: t.completedAt, description: t.completedAt },
    {
      name: 'profile_at_completion',
      type: 'boolean',
      title: t.profileAtCompletion,
      description: `1 = ${t.profileAtCompletion.split(';')[0]}, 0 = ${t.profileAtCompletion.split(';')[1]?.trim() ?? ''}`,
    },
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

export function responseRow(s: PackageStructure, e: ExportedAttempt, t: ExportTexts): Row {
  const a = e.attempt;
  const topic = s.topics.find((x) => x.id === a.topicId)!;
  const row: Row = {
    attempt: a.id,
    respondent: a.respondentId,
    topic: topicCode(topic),
    language: a.language,
    created: iso(a.createdAt),
    completed: iso(a.completedAt),
    profile_at_completion: e.profileAtCompletion,
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
  ];
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
    });
  }
  return rows;
}
