import { randomBytes } from 'node:crypto';

/**
 * k-anonymity for the research package's sharing variant: full-domain generalisation of the
 * quasi-identifiers, chosen greedily, then suppression of the records still in groups smaller than k.
 * Pure: no database, no files. docs/research-data.md "The sharing variant (k-anonymity)" has the decisions.
 */

/** What a respondent's record says about them that could single them out when combined. */
export interface QuasiIdentifiers {
  /** ISO 3166-1 alpha-2 code (XK for Kosovo). */
  country: string | null;
  age: number | null;
  /** A code of contract/user-options.ts genders. */
  gender: string | null;
  /** A code of contract/user-options.ts educations. */
  education: string | null;
  employment: boolean | null;
  /** A code of contract/user-options.ts residences. */
  residence: string | null;
  /** The job sector codes chosen; null when not employed or unknown. */
  sectors: string[] | null;
  unemployedMonths: number | null;
  /** ISO date-time of completion (UTC). */
  completed: string;
}

export type QuasiIdentifier = keyof QuasiIdentifiers;

/** The attributes, in the order the report lists them and a last tie on which one to generalise is broken in. */
export const quasiIdentifiers = [
  'country',
  'age',
  'gender',
  'education',
  'employment',
  'residence',
  'sectors',
  'unemployedMonths',
  'completed',
] as const satisfies readonly QuasiIdentifier[];

/** A value as shared: the input value, a coarser string standing for a group of values, "*" or null (unknown). */
export type GeneralisedValue = string | number | boolean | null;

/** The value every attribute takes at its top level: nothing is said about it. */
export const withheldValue = '*';

export type GeneralisedRecord = { [A in QuasiIdentifier]: GeneralisedValue } & { suppressed: boolean };

export interface GeneralisationLevel {
  /** In words, for the README: "5-year bands", "region", "withheld". */
  name: string;
  /** The record's value of the attribute at this level. */
  of: (record: QuasiIdentifiers) => GeneralisedValue;
}

export interface KAnonymityResult {
  /** In the input's order; a suppressed record has every quasi-identifier null. */
  records: GeneralisedRecord[];
  /** The size of the smallest group of kept records sharing every generalised value; 0 when no record is kept. */
  kReached: number;
  levels: Record<QuasiIdentifier, { level: number; name: string }>;
  suppressedRecords: number;
  /** Known input values the output does not give: those of suppressed records and those shown as "*". */
  suppressedValues: number;
}

export const defaultK = 5;
/** The share of records that may be suppressed before generalising further. */
export const defaultMaxSuppressedShare = 0.05;

/** The region of Europe each country of the contract's list is shared as; other codes become otherRegion. */
export const countryRegions: Readonly<Record<string, string>> = {
  ...regionOf('Central Europe', ['AT', 'CH', 'CZ', 'DE', 'HU', 'LI', 'PL', 'SI', 'SK']),
  ...regionOf('Western Europe', ['BE', 'FR', 'GB', 'IE', 'LU', 'MC', 'NL']),
  ...regionOf('Northern Europe', ['DK', 'EE', 'FI', 'IS', 'LT', 'LV', 'NO', 'SE']),
  ...regionOf('Southern Europe', ['AD', 'CY', 'ES', 'GR', 'IT', 'MT', 'PT', 'SM', 'VA']),
  ...regionOf('South-eastern Europe', ['AL', 'BA', 'BG', 'HR', 'ME', 'MK', 'RO', 'RS', 'TR', 'XK']),
  ...regionOf('Eastern Europe', ['BY', 'GE', 'MD', 'RU', 'UA']),
};
export const otherRegion = 'Other';

function regionOf(region: string, countries: string[]): Record<string, string> {
  return Object.fromEntries(countries.map((country) => [country, region]));
}

/** primary -> primary; the two secondary schools and post-secondary -> secondary; tertiary -> tertiary. */
export const educationGroups: Readonly<Record<string, string>> = {
  primary: 'primary',
  secondary_certificate: 'secondary',
  secondary_diploma: 'secondary',
  post_secondary: 'secondary',
  tertiary: 'tertiary',
};

/** Ages from here on share one band: "80+" in 5-year bands, "75+" in 10-year bands. */
const fiveYearTopAge = 80;
const tenYearTopAge = 75;
/** 10-year bands start at the survey's youngest age: 55-64, 65-74. */
const tenYearBandStart = 55;

/** "60-64" for 62, "80+" from 80. */
export function fiveYearBand(age: number): string {
  return band(age, 5, 0, fiveYearTopAge);
}

/** "55-64" for 62, "75+" from 75. */
export function tenYearBand(age: number): string {
  return band(age, 10, tenYearBandStart, tenYearTopAge);
}

function band(age: number, width: number, start: number, top: number): string {
  if (age >= top) return `${top}+`;
  const first = Math.floor((age - start) / width) * width + start;
  return `${first}-${first + width - 1}`;
}

/** "0", "1-6", "7-12", "13-24", "25+". */
export function unemployedMonthsBand(months: number): string {
  if (months <= 0) return '0';
  if (months <= 6) return '1-6';
  if (months <= 12) return '7-12';
  if (months <= 24) return '13-24';
  return '25+';
}

/** The codes sorted and joined with ","; "none" for an empty list. */
function sectorList(sectors: string[]): string {
  return sectors.length ? [...sectors].sort().join(',') : 'none';
}

/** "none", "1 sector" or "2+ sectors". */
export function sectorCount(sectors: string[]): string {
  if (sectors.length === 0) return 'none';
  return sectors.length === 1 ? '1 sector' : '2+ sectors';
}

/** The completion's UTC year and month, or null when the date cannot be read. */
function completion(record: QuasiIdentifiers): { year: number; month: number } | null {
  const date = new Date(record.completed);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

function completionAs(format: (year: number, month: number) => string) {
  return (record: QuasiIdentifiers) => {
    const date = completion(record);
    return date && format(date.year, date.month);
  };
}

/** A level that maps known values with `value` and keeps an unknown one unknown. */
function known<A extends QuasiIdentifier>(
  attribute: A,
  name: string,
  value: (known: NonNullable<QuasiIdentifiers[A]>) => GeneralisedValue,
): GeneralisationLevel {
  return {
    name,
    of: (record) => {
      const v = record[attribute];
      return v === null ? null : value(v as NonNullable<QuasiIdentifiers[A]>);
    },
  };
}

const withheld: GeneralisationLevel = { name: 'withheld', of: () => withheldValue };

/** Each attribute's levels, from as given (0) to withheld (the last); each level groups the one before. */
export const hierarchies: Readonly<Record<QuasiIdentifier, readonly GeneralisationLevel[]>> = {
  country: [
    known('country', 'ISO code', (c) => c),
    known('country', 'region', (c) => countryRegions[c] ?? otherRegion),
    withheld,
  ],
  age: [
    known('age', 'years', (a) => a),
    known('age', '5-year bands', fiveYearBand),
    known('age', '10-year bands', tenYearBand),
    withheld,
  ],
  gender: [known('gender', 'kept', (g) => g), withheld],
  education: [
    known('education', 'kept', (e) => e),
    known('education', 'primary, secondary, tertiary', (e) => educationGroups[e] ?? e),
    withheld,
  ],
  employment: [known('employment', 'kept', (e) => e), withheld],
  residence: [known('residence', 'kept', (r) => r), withheld],
  sectors: [known('sectors', 'codes as chosen', sectorList), known('sectors', 'count (1 / 2+)', sectorCount), withheld],
  unemployedMonths: [
    known('unemployedMonths', 'months', (m) => m),
    known('unemployedMonths', 'bands (0, 1-6, 7-12, 13-24, 25+)', unemployedMonthsBand),
    withheld,
  ],
  completed: [
    { name: 'year and month', of: completionAs((year, month) => `${year}-${String(month).padStart(2, '0')}`) },
    { name: 'year and quarter', of: completionAs((year, month) => `${year}-Q${Math.ceil(month / 3)}`) },
    { name: 'year', of: completionAs((year) => String(year)) },
    withheld,
  ],
};

type Levels = Record<QuasiIdentifier, number>;
/** An attribute's values at one level, and each as a small number (equal values, equal numbers). */
interface Column {
  values: readonly GeneralisedValue[];
  codes: readonly number[];
}

const topLevel = (attribute: QuasiIdentifier) => hierarchies[attribute].length - 1;

function columnOf(values: readonly GeneralisedValue[]): Column {
  const numbers = new Map<GeneralisedValue, number>();
  const numberOf = (value: GeneralisedValue) => {
    if (!numbers.has(value)) numbers.set(value, numbers.size);
    return numbers.get(value)!;
  };
  return { values, codes: values.map(numberOf) };
}

/** Every record's value of an attribute at a level, each column computed once. */
function createColumns(records: readonly QuasiIdentifiers[]) {
  const cache = new Map<string, Column>();
  return (attribute: QuasiIdentifier, level: number): Column => {
    const name = `${attribute} ${level}`;
    let column = cache.get(name);
    if (!column) {
      column = columnOf(records.map(hierarchies[attribute][level]!.of));
      cache.set(name, column);
    }
    return column;
  };
}
type Columns = ReturnType<typeof createColumns>;

/** Each record's equivalence class: its generalised values at the levels chosen. */
function classKeys(count: number, columns: Columns, levels: Levels): string[] {
  const chosen = quasiIdentifiers.map((a) => columns(a, levels[a]).codes);
  return Array.from({ length: count }, (_, i) => chosen.map((codes) => codes[i]).join(','));
}

/**
 * The size of each class in PEOPLE, not records: five attempts of one person are one person, who must still
 * hide among k-1 others. A record without a person (an anonymous attempt) counts as a person of its own.
 */
function classSizes(keys: readonly string[], people: readonly (string | null)[] | undefined): Map<string, number> {
  const members = new Map<string, Set<string>>();
  keys.forEach((key, i) => {
    const set = members.get(key) ?? new Set<string>();
    set.add(people?.[i] ?? `record ${i}`);
    members.set(key, set);
  });
  return new Map([...members].map(([key, set]) => [key, set.size]));
}

/** The positions of the records whose class holds fewer than k people. */
function inSmallClasses(keys: readonly string[], k: number, people: readonly (string | null)[] | undefined): number[] {
  const sizes = classSizes(keys, people);
  return keys.flatMap((key, i) => (sizes.get(key)! < k ? [i] : []));
}

const distinctValues = ({ codes }: Column, positions?: readonly number[]) =>
  new Set(positions ? positions.map((i) => codes[i]) : codes).size;

/**
 * The attribute below its top level with the most distinct values among the records in small classes; a tie
 * goes to the one with the most distinct values among all records, then to the first in quasiIdentifiers.
 * Null when every attribute is withheld.
 */
function attributeToRaise(small: readonly number[], columns: Columns, levels: Levels): QuasiIdentifier | null {
  let chosen: QuasiIdentifier | null = null;
  let best = [0, 0];
  for (const attribute of quasiIdentifiers) {
    if (levels[attribute] >= topLevel(attribute)) continue;
    const column = columns(attribute, levels[attribute]);
    const score = [distinctValues(column, small), distinctValues(column)];
    if (score[0]! > best[0]! || (score[0] === best[0] && score[1]! > best[1]!)) [chosen, best] = [attribute, score];
  }
  return chosen;
}

/** Raises one attribute at a time until at most `allowedSmall` records sit in classes under k. */
function chooseLevels(
  count: number,
  columns: Columns,
  k: number,
  allowedSmall: number,
  people: readonly (string | null)[] | undefined,
): Levels {
  const levels = Object.fromEntries(quasiIdentifiers.map((a) => [a, 0])) as Levels;
  for (;;) {
    const small = inSmallClasses(classKeys(count, columns, levels), k, people);
    if (small.length <= allowedSmall) return levels;
    const attribute = attributeToRaise(small, columns, levels);
    if (attribute === null) return levels;
    levels[attribute]++;
  }
}

function generalisedRecord(i: number, columns: Columns, levels: Levels): GeneralisedRecord {
  const values = Object.fromEntries(quasiIdentifiers.map((a) => [a, columns(a, levels[a]).values[i]]));
  return { ...(values as Record<QuasiIdentifier, GeneralisedValue>), suppressed: false };
}

const suppressedRecord = (): GeneralisedRecord => ({
  ...(Object.fromEntries(quasiIdentifiers.map((a) => [a, null])) as Record<QuasiIdentifier, GeneralisedValue>),
  suppressed: true,
});

/** The input's known values the output does not give (null or "*"). */
function valuesLost(input: QuasiIdentifiers, output: GeneralisedRecord): number {
  return quasiIdentifiers.filter((a) => input[a] !== null && (output[a] === null || output[a] === withheldValue)).length;
}

function checkOptions(k: number, maxSuppressedShare: number) {
  if (!Number.isInteger(k) || k < 2) throw new RangeError(`k must be an integer of at least 2, not ${k}`);
  if (!(maxSuppressedShare >= 0 && maxSuppressedShare <= 1)) {
    throw new RangeError(`maxSuppressedShare must be between 0 and 1, not ${maxSuppressedShare}`);
  }
}

function levelsInWords(levels: Levels): KAnonymityResult['levels'] {
  const entries = quasiIdentifiers.map((a) => [a, { level: levels[a], name: hierarchies[a][levels[a]]!.name }]);
  return Object.fromEntries(entries) as KAnonymityResult['levels'];
}

/**
 * Makes the records k-anonymous: every record kept shares all its generalised quasi-identifiers with the
 * records of at least k-1 other people (each record its own person unless `people` says whose it is). Generalises whole attributes (the same level for every record) while more
 * than `maxSuppressedShare` of the records sit in classes under k, then suppresses the records still there.
 */
export function kAnonymise(
  records: readonly QuasiIdentifiers[],
  k: number = defaultK,
  {
    maxSuppressedShare = defaultMaxSuppressedShare,
    people,
  }: {
    maxSuppressedShare?: number;
    /** Whose each record is (same order): classes are sized in distinct people. Without it, one per record. */
    people?: readonly (string | null)[];
  } = {},
): KAnonymityResult {
  checkOptions(k, maxSuppressedShare);
  const columns = createColumns(records);
  const levels = chooseLevels(records.length, columns, k, Math.floor(maxSuppressedShare * records.length), people);
  const keys = classKeys(records.length, columns, levels);
  const sizes = classSizes(keys, people);
  const output = keys.map((key, i) => (sizes.get(key)! < k ? suppressedRecord() : generalisedRecord(i, columns, levels)));
  const keptSizes = [...sizes.values()].filter((n) => n >= k);
  return {
    records: output,
    kReached: keptSizes.length ? keptSizes.reduce((smallest, n) => Math.min(smallest, n)) : 0,
    levels: levelsInWords(levels),
    suppressedRecords: output.filter((r) => r.suppressed).length,
    suppressedValues: records.reduce((sum, r, i) => sum + valuesLost(r, output[i]!), 0),
  };
}

/** The attributes as the README names them. */
const attributeLabels: Record<QuasiIdentifier, string> = {
  country: 'country',
  age: 'age',
  gender: 'gender',
  education: 'education',
  employment: 'employment',
  residence: 'residence',
  sectors: 'job sectors',
  unemployedMonths: 'months without work',
  completed: 'completion date',
};

const counted = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** The README's lines on the k-anonymity of a sharing package, one per line. */
export function kAnonymityReport(result: KAnonymityResult, k: number): string {
  const reached = result.kReached
    ? `k reached: ${result.kReached} (the smallest group of records sharing every generalised value)`
    : 'k reached: no record kept';
  return [
    `k asked: ${k} (every record shares its generalised values with at least ${k - 1} other${k === 2 ? '' : 's'})`,
    reached,
    'generalised to:',
    ...quasiIdentifiers.map((a) => `- ${attributeLabels[a]}: ${result.levels[a].name}`),
    `suppressed: ${counted(result.suppressedRecords, 'record')} (every generalised value emptied), ${counted(result.suppressedValues, 'known value')} not given (emptied or "*")`,
  ].join('\n');
}

const shareIdBytes = 6;

/** n fresh random ids ("s" and 12 hex digits), distinct from each other and unrelated to any other id. */
export function newShareIds(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number, not ${n}`);
  const ids = new Set<string>();
  while (ids.size < n) ids.add(`s${randomBytes(shareIdBytes).toString('hex')}`);
  return [...ids];
}
