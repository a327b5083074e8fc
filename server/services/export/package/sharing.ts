import type { Db } from '../../../db/client';
import { type AttemptSelection, attemptBatches, type ExportedAttempt } from '../attempt-batches';
import type { Field, Row } from './field';
import { profileSource } from './profile-fields';
import {
  type GeneralisedRecord,
  type KAnonymityResult,
  kAnonymise,
  kAnonymityReport,
  newShareIds,
  type QuasiIdentifiers,
} from './k-anonymity';

/**
 * The sharing variant (docs/research-data.md "The sharing variant (k-anonymity)"): every response row's
 * quasi-identifiers generalised and, where that is not enough, suppressed, until each row shares them with
 * at least k-1 others; fresh attempt and respondent ids that exist in no other export; no free text unless
 * staff ask for it; no exact times.
 */
export interface SharingPlan {
  k: number;
  freeText: boolean;
  result: KAnonymityResult;
  fields: Field[];
  profileRow(e: ExportedAttempt): Row;
  attemptId(id: string): string;
  respondentId(id: string | null): string | null;
  report: string;
}

export function quasiIdentifiersOf(e: ExportedAttempt): QuasiIdentifiers {
  const p = e.profile;
  const withdrawn = profileSource(e) === 'none';
  return {
    country: withdrawn ? null : p.country,
    age: withdrawn ? null : p.age,
    gender: withdrawn ? null : p.gender,
    education: withdrawn ? null : p.education,
    employment: withdrawn ? null : p.employment,
    residence: withdrawn ? null : p.residence,
    sectors: withdrawn || p.employment !== true ? null : (p.job_fields ?? []),
    unemployedMonths: withdrawn || p.employment !== false ? null : p.unemployed_months,
    completed: e.attempt.completedAt!.toISOString(),
  };
}

/** Reads the selection's profiles once (in batches), makes them k-anonymous and draws the fresh ids. */
export async function planSharing(
  db: Db,
  selection: AttemptSelection,
  options: { k: number; freeText: boolean },
): Promise<SharingPlan> {
  const ids: string[] = [];
  const respondents: (string | null)[] = [];
  const records: QuasiIdentifiers[] = [];
  for await (const batch of attemptBatches(db, selection))
    for (const e of batch) {
      ids.push(e.attempt.id);
      respondents.push(e.attempt.respondentId);
      records.push(quasiIdentifiersOf(e));
    }
  const result = kAnonymise(records, options.k, { people: respondents });
  const index = new Map(ids.map((id, i) => [id, i]));
  const fresh = newShareIds(ids.length);
  const people = [...new Set(respondents.filter((r): r is string => r !== null))];
  const freshPeopleIds = newShareIds(people.length);
  const freshPeople = new Map(people.map((person, i) => [person, freshPeopleIds[i]!]));
  const recordOf = (id: string) => result.records[index.get(id)!]!;
  return {
    ...options,
    result,
    fields: sharedProfileFields(result),
    // An attempt the plan did not see, or whose person withdrew since, is written suppressed.
    profileRow: (e) =>
      sharedRow(index.has(e.attempt.id) && profileSource(e) !== 'none' ? recordOf(e.attempt.id) : suppressedRow()),
    attemptId: (id) => fresh[index.get(id)!] ?? newShareIds(1)[0]!,
    respondentId: (id) => (id === null ? null : (freshPeople.get(id) ?? null)),
    report: kAnonymityReport(result, options.k),
  };
}

const columns: { name: string; attribute: keyof QuasiIdentifiers; title: string }[] = [
  { name: 'country', attribute: 'country', title: 'Country' },
  { name: 'age', attribute: 'age', title: 'Age' },
  { name: 'gender', attribute: 'gender', title: 'Gender' },
  { name: 'education', attribute: 'education', title: 'Education' },
  { name: 'employment', attribute: 'employment', title: 'Employed' },
  { name: 'residence', attribute: 'residence', title: 'Residence' },
  { name: 'sectors', attribute: 'sectors', title: 'Job sectors' },
  { name: 'unemployed_months', attribute: 'unemployedMonths', title: 'Months without work' },
  { name: 'completed', attribute: 'completed', title: 'Completed (UTC)' },
];

/** The profile columns of a shared response row, in order. */
export const sharedProfileColumns = columns.map((c) => c.name);

function sharedProfileFields(result: KAnonymityResult): Field[] {
  return [
    ...columns.map(
      (c): Field => ({
        name: c.name,
        type: 'string',
        title: c.title,
        description: `${c.title}, generalised for sharing to: ${result.levels[c.attribute].name} ("*" = withheld, empty = unknown or suppressed)`,
        group: 'profile',
      }),
    ),
    {
      name: 'suppressed',
      type: 'boolean',
      title: 'Suppressed',
      description: `1 when this row's profile and completion time are emptied because too few rows shared them`,
      group: 'profile',
    },
  ];
}

const suppressedRow = (): GeneralisedRecord => ({
  ...(Object.fromEntries(columns.map((c) => [c.attribute, null])) as Record<keyof QuasiIdentifiers, null>),
  suppressed: true,
});

function sharedRow(record: GeneralisedRecord): Row {
  const row: Row = { suppressed: record.suppressed };
  for (const c of columns) {
    const value = record[c.attribute];
    row[c.name] = value === null ? null : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  }
  return row;
}
