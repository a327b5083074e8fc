/** The columns of the CSV export before its question and sub-topic columns. */
export const fixedColumns = [
  'attempt_id',
  'respondent',
  'country',
  'residence',
  'age',
  'gender',
  'education',
  'employment',
  'unemployed_months',
  'job_sectors',
  'topic',
  'language',
  'created_at',
  'completed_at',
] as const;

export type FixedColumn = (typeof fixedColumns)[number];

/** The fixed columns that hold the profile as it was at completion. */
export const profileColumns = new Set<string>(fixedColumns.slice(2, 10));
