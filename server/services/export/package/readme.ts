import path from 'node:path';
import { createTexts } from '../../../mail/texts';
import { projectRoot } from '../../../paths';
import { ageBandWidth, smallCountry } from './disclosure';

const privacy = createTexts(path.join(projectRoot, 'locales'));

export interface ReadmeFacts {
  created: Date;
  language: string;
  topics: string[];
  filters: { country?: string; time_from?: string; time_to?: string; allTopics: boolean };
  respondents: number;
  attempts: number;
  coarsened: boolean;
  /** The smallest group sharing country, age, gender and education: as the data is, and coarsened. */
  smallestGroup: { raw: number; coarse: number };
}

/** README.txt: what the package holds, how it was made, how to load it, and the consent it rests on. */
export function readmeText(f: ReadmeFacts): string {
  const filter = [
    `topics: ${f.topics.join(', ')}${f.filters.allTopics ? ' (all topics of the tool)' : ''}`,
    `country: ${f.filters.country ?? 'all'}`,
    `completed from: ${f.filters.time_from ?? 'the beginning'}`,
    `completed to: ${f.filters.time_to ?? 'the export'} (inclusive)`,
    `labels in: ${f.language}`,
  ];
  const bands = `ages in ${ageBandWidth}-year bands (the value is the band's first year), countries with fewer than ${smallCountry} respondents grouped as "other"`;
  const privacyLine = f.coarsened
    ? `Coarsened for sharing: ${bands}. The smallest group of respondents sharing country, age, gender and education is ${f.smallestGroup.coarse} after coarsening (${f.smallestGroup.raw} before).`
    : `Not coarsened. The smallest group of respondents sharing country, age, gender and education is ${f.smallestGroup.raw}; "coarsen for sharing" (${bands}) would make it ${f.smallestGroup.coarse}.`;
  return `Research package of the self-assessment tool for workers aged 55+
Exported ${f.created.toISOString()} (UTC).

WHAT IT HOLDS
- respondents.csv  one row per pseudonymous respondent: country (ISO code), residence, education, gender,
                   age, employment, months without work, one 0/1 column per job sector (the profile stored
                   with their latest attempt in this export).
- responses.csv    one row per completed attempt (wide): coded answers, score share per evaluated
                   question, actual and total points and level per sub-topic.
- answers.csv      one row per attempt and question (long): the coded answer, its label, the score share,
                   seconds on the question, the number of changes, and whether a text was pasted.
- datapackage.json Frictionless Data Package v2.0: types, value labels, missing values, keys.
- codebook.html    every variable, the topic structure and the scoring rules (open in a browser, prints well).
- load.R, load.py, responses.sps   loaders for R, pandas and SPSS/PSPP (responses.sps reads responses.dat:
                   responses.csv with line breaks in texts as spaces, as SPSS and PSPP cannot read them).

COUNTS
${f.respondents} respondents, ${f.attempts} completed attempts.

FILTERS
${filter.map((l) => `- ${l}`).join('\n')}

PSEUDONYMISATION
No name, e-mail address or account id is exported. A respondent is a random id that stays the same across
exports (so exports can be appended and joined), and is not the account's id. Demographics are those
stored with each attempt when it was completed (profile_at_completion = 1); attempts completed before that
was recorded carry the profile as it was at the export (profile_at_completion = 0).
${privacyLine}

HOW TO LOAD
- R:       setwd("<this folder>"); source("load.R")     -> data frames respondents, responses, answers
- Python:  python3 load.py, or import load              -> load.respondents, load.responses, load.answers
- SPSS:    open responses.sps, set the folder with CD '<this folder>'. and run all; PSPP: pspp responses.sps
- Any Frictionless tool reads datapackage.json directly. The CSVs are UTF-8, "," separated, "." decimals;
  an empty cell is missing.

CONSENT BASIS (privacy statement)
${privacy('en', 'GDPR.LEGAL_TEXT')}
${privacy('en', 'GDPR.PURPOSES_TEXT')}
${privacy('en', 'GDPR.TRANSFER_TEXT')}
`;
}
