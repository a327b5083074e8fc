import { projectTexts as texts } from '../../../i18n/server-texts';

export interface ReadmeFacts {
  created: Date;
  language: string;
  topics: string[];
  filters: { country?: string; time_from?: string; time_to?: string; allTopics: boolean };
  respondents: number;
  attempts: number;
  /** The sharing variant's k-anonymity report (kAnonymityReport), or null for the full package. */
  sharing: { report: string; freeText: boolean } | null;
}

const tables = `- responses.csv    one row per completed attempt (wide): the profile the attempt was completed with
                   (country, residence, education, gender, age, employment, months without work, job sectors),
                   coded answers, score share per evaluated question, actual and total points and level per
                   sub-topic.
- answers.csv      one row per attempt and question (long): the coded answer, its label, the score share,
                   the order the options were shown in, seconds on the question, the number of changes,
                   whether a text was pasted, and when the question was first shown and last changed.
- questions.csv    one row per question: topic, sub-topic, type, text, whether it is evaluated.
- choices.csv      one row per option, item, row or grade: its code and its part of the answer key
                   (correct option, right position, right option of a row, point of a grade).`;

/** README.txt: what the package holds, how it was made, how to load it, and the consent it rests on. */
export function readmeText(f: ReadmeFacts): string {
  const filter = [
    `topics: ${f.topics.join(', ')}${f.filters.allTopics ? ' (all topics of the tool)' : ''}`,
    `country: ${f.filters.country ?? 'all'}`,
    `completed from: ${f.filters.time_from ?? 'the beginning'}`,
    `completed to: ${f.filters.time_to ?? 'the export'} (inclusive)`,
    `labels in: ${f.language}`,
  ];
  const holds = f.sharing
    ? `${tables}
The sharing variant leaves out the unfinished attempts, the language, the start times, and per answer\nthe times, the order shown, the seconds and the changes (together a fingerprint of the attempt).`
    : `${tables}
- unfinished.csv   one row per attempt started and not completed (dropout): when started and last saved, how
                   many questions were answered and the last one reached.`;
  const privacy = f.sharing
    ? `SHARING VARIANT (k-anonymity)
Made to be shared beyond the project: every response row shares its country, age, gender, education,
employment, residence, job sectors, months without work and completion time (as generalised below) with the
rows of at least k-1 other people (several attempts of one person count once), or its profile is suppressed
(emptied; column suppressed = 1). The attempt and
respondent ids are new: they appear in no other export, so this package cannot be joined with another.
${f.sharing.freeText ? 'Free texts are included, as staff asked: read them before sharing, they may name a person.' : 'Free texts are left out (their columns are empty).'}
${f.sharing.report}`
    : `PSEUDONYMISATION
No name, e-mail address or account id is exported. A respondent is a random id that stays the same across
exports (so exports can be appended and joined), and is not the account's id. The profile columns of each
attempt are those stored with it when it was completed (profile_source = completion); attempts completed
before that was recorded carry the profile as it was at the export (profile_source = export). A person who
deleted their account has withdrawn consent: their attempts stay as anonymous data with no profile, no
respondent id and no free text (profile_source = none). This package is for the project; to share data
beyond it, export the sharing variant ("coarsen for sharing").`;
  return `Research package of the self-assessment tool for workers aged 55+
Exported ${f.created.toISOString()} (UTC).

WHAT IT HOLDS
${holds}
- datapackage.json Frictionless Data Package v2.0: types, value labels, ordered scales, missing values, keys.
- codebook.html    every variable, the topic structure, the answer keys and the scoring rules.
- load.R, load.py  loaders for R and pandas; *.sps for SPSS/PSPP, one per table (they read the .dat copies:
                   the CSV with line breaks in texts as spaces, as SPSS and PSPP cannot read them).

COUNTS
${f.respondents} respondents, ${f.attempts} completed attempts.

FILTERS
${filter.map((l) => `- ${l}`).join('\n')}

${privacy}

TEXTS
Free texts are exactly as written. A text that begins with = + - @ ' or a tab is written with one extra ' in
front, so that a spreadsheet opening the CSV runs no formula; load.R, load.py and the .sps files remove it.
Reading the CSVs with other tools: remove one leading ' from such texts (columns marked in datapackage.json).

HOW TO LOAD
- R:       setwd("<this folder>"); source("load.R")     -> data frames responses, answers, questions, choices${f.sharing ? '' : ', unfinished'}
- Python:  python3 load.py, or import load              -> load.responses, load.answers, load.questions, …
- SPSS:    open responses.sps (or another table's .sps), set the folder with CD '<this folder>'. and run all;
           PSPP: pspp responses.sps
- Any Frictionless tool reads datapackage.json directly. The CSVs are UTF-8, "," separated, "." decimals;
  an empty cell is missing; times are UTC with milliseconds.

CONSENT BASIS (privacy statement)
${texts('en', 'GDPR.LEGAL_TEXT')}
${texts('en', 'GDPR.RETENTION_TEXT')}
${texts('en', 'GDPR.PURPOSES_TEXT')}
${texts('en', 'GDPR.TRANSFER_TEXT')}
`;
}
