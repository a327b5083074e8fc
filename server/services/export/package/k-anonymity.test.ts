import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, educations, genders, jobSectors, residences } from '../../../../contract/user-options';
import {
  countryRegions,
  type GeneralisedRecord,
  type KAnonymityResult,
  fiveYearBand,
  hierarchies,
  kAnonymise,
  kAnonymityReport,
  newShareIds,
  type QuasiIdentifier,
  type QuasiIdentifiers,
  quasiIdentifiers,
  tenYearBand,
  unemployedMonthsBand,
} from './k-anonymity';

/** An employed man with secondary education, completed in March 2025; `change` sets what differs. */
function respondent(change: Partial<QuasiIdentifiers> = {}): QuasiIdentifiers {
  return {
    country: 'CZ',
    age: 60,
    gender: 'male',
    education: 'secondary_diploma',
    employment: true,
    residence: 'citizen',
    sectors: ['banking'],
    unemployedMonths: 0,
    completed: '2025-03-14T09:30:00.000Z',
    ...change,
  };
}

/** Six neighbours in Central Europe, three in their late fifties and three in their early sixties. */
const centralEurope = [
  respondent({ country: 'CZ', age: 56 }),
  respondent({ country: 'SK', age: 57 }),
  respondent({ country: 'PL', age: 58 }),
  respondent({ country: 'DE', age: 61 }),
  respondent({ country: 'AT', age: 62 }),
  respondent({ country: 'HU', age: 63 }),
];

describe('kAnonymise on a hand-made set', () => {
  it('generalises country to region and age to 5-year bands, and nothing else, for k = 3', () => {
    const result = kAnonymise(centralEurope, 3, { maxSuppressedShare: 0 });
    expect(result.levels.country).toEqual({ level: 1, name: 'region' });
    expect(result.levels.age).toEqual({ level: 1, name: '5-year bands' });
    for (const a of quasiIdentifiers.filter((a) => a !== 'country' && a !== 'age')) expect(result.levels[a].level).toBe(0);
    expect(result.records.map((r) => [r.country, r.age])).toEqual([
      ['Central Europe', '55-59'],
      ['Central Europe', '55-59'],
      ['Central Europe', '55-59'],
      ['Central Europe', '60-64'],
      ['Central Europe', '60-64'],
      ['Central Europe', '60-64'],
    ]);
    expect(result.records[0]).toMatchObject({ sectors: 'banking', completed: '2025-03', suppressed: false });
    expect(result).toMatchObject({ kReached: 3, suppressedRecords: 0, suppressedValues: 0 });
  });

  it('suppresses an outlier instead of generalising when the allowed share covers it', () => {
    const outlier = respondent({ country: 'PT', age: 81, gender: 'female', sectors: null, employment: false });
    const records = [...Array.from({ length: 5 }, () => respondent()), outlier];
    const result = kAnonymise(records, 5, { maxSuppressedShare: 0.2 });
    expect(Object.values(result.levels).every((l) => l.level === 0)).toBe(true);
    expect(result.records[5]).toEqual({
      country: null,
      age: null,
      gender: null,
      education: null,
      employment: null,
      residence: null,
      sectors: null,
      unemployedMonths: null,
      completed: null,
      suppressed: true,
    });
    expect(result.records[0]).toEqual({ ...respondent(), sectors: 'banking', completed: '2025-03', suppressed: false });
    // The outlier's known values: all but sectors.
    expect(result).toMatchObject({ kReached: 5, suppressedRecords: 1, suppressedValues: 8 });
  });

  it('withholds attributes, not records, when no suppression is allowed', () => {
    const records = [...Array.from({ length: 5 }, () => respondent()), respondent({ gender: 'female' })];
    const result = kAnonymise(records, 3, { maxSuppressedShare: 0 });
    expect(result.levels.gender).toEqual({ level: 1, name: 'withheld' });
    expect(result.records.every((r) => r.gender === '*' && !r.suppressed)).toBe(true);
    expect(result).toMatchObject({ kReached: 6, suppressedRecords: 0, suppressedValues: 6 });
  });

  it('suppresses every record when there are fewer than k', () => {
    const result = kAnonymise(centralEurope.slice(0, 4), 5);
    expect(result.records.every((r) => r.suppressed)).toBe(true);
    expect(result).toMatchObject({ kReached: 0, suppressedRecords: 4 });
  });

  it('answers an empty input with an empty output', () => {
    expect(kAnonymise([])).toMatchObject({ records: [], kReached: 0, suppressedRecords: 0, suppressedValues: 0 });
  });

  it('refuses a k under 2 or not whole, and a share outside 0..1', () => {
    expect(() => kAnonymise(centralEurope, 1)).toThrow(RangeError);
    expect(() => kAnonymise(centralEurope, 2.5)).toThrow(RangeError);
    expect(() => kAnonymise(centralEurope, 5, { maxSuppressedShare: 1.5 })).toThrow(RangeError);
  });
});

describe('the hierarchies', () => {
  it('bands ages in 5 and 10 years with a top band', () => {
    expect([55, 59, 60, 79, 80, 97].map(fiveYearBand)).toEqual(['55-59', '55-59', '60-64', '75-79', '80+', '80+']);
    expect([55, 64, 65, 74, 75, 97].map(tenYearBand)).toEqual(['55-64', '55-64', '65-74', '65-74', '75+', '75+']);
  });

  it('bands months without work', () => {
    expect([0, 1, 6, 7, 12, 13, 24, 25, 1000].map(unemployedMonthsBand)).toEqual([
      '0',
      '1-6',
      '1-6',
      '7-12',
      '7-12',
      '13-24',
      '13-24',
      '25+',
      '25+',
    ]);
  });

  it('gives every country of the list a region', () => {
    expect(countryCodes.filter((c) => !countryRegions[c])).toEqual([]);
    expect(hierarchies.country[1]!.of(respondent({ country: 'ZZ' }))).toBe('Other');
  });

  it('reads the completion date in UTC: month, quarter, year', () => {
    const lateOnNewYearsEve = respondent({ completed: '2024-12-31T23:30:00-02:00' });
    expect(hierarchies.completed.map((l) => l.of(lateOnNewYearsEve))).toEqual(['2025-01', '2025-Q1', '2025', '*']);
  });

  it('groups education in three levels and sectors by count', () => {
    expect(educations.map((e) => hierarchies.education[1]!.of(respondent({ education: e })))).toEqual([
      'primary',
      'secondary',
      'secondary',
      'secondary',
      'tertiary',
    ]);
    const sectors = [[], ['trade'], ['trade', 'banking']].map((s) => respondent({ sectors: s }));
    expect(sectors.map((r) => hierarchies.sectors[0]!.of(r))).toEqual(['none', 'trade', 'banking,trade']);
    expect(sectors.map((r) => hierarchies.sectors[1]!.of(r))).toEqual(['none', '1 sector', '2+ sectors']);
  });

  it('keeps an unknown value unknown below the top level', () => {
    const unknown = respondent({ country: null, age: null, sectors: null, unemployedMonths: null });
    expect(hierarchies.age.map((l) => l.of(unknown))).toEqual([null, null, null, '*']);
    expect(hierarchies.country.map((l) => l.of(unknown))).toEqual([null, null, '*']);
  });
});

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 8 });
const someOf = <T>(values: readonly T[], count: number) => fc.constantFrom(...values.slice(0, count));
const completions = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString());

/** A record drawn from the first `spread` values of each list: 1 makes near-copies, 48 makes strangers. */
const recordArbitrary = (spread: number) =>
  fc.record({
    country: maybe(someOf(countryCodes, spread)),
    age: maybe(fc.integer({ min: 55, max: 55 + spread })),
    gender: maybe(fc.constantFrom(...genders)),
    education: maybe(fc.constantFrom(...educations)),
    employment: maybe(fc.boolean()),
    residence: maybe(fc.constantFrom(...residences)),
    sectors: maybe(fc.subarray(jobSectors.slice(0, spread), { maxLength: Math.min(3, spread) })),
    unemployedMonths: maybe(fc.integer({ min: 0, max: spread })),
    completed: completions,
  });

/** A typical record with one attribute taken from a freely drawn one. */
const nearCopy = (typical: QuasiIdentifiers[], spread: number) =>
  fc
    .tuple(fc.constantFrom(...typical), recordArbitrary(spread), fc.constantFrom(...quasiIdentifiers))
    .map(([copied, free, attribute]) => ({ ...copied, [attribute]: free[attribute] }));

/**
 * 1 to 300 records: copies and near copies of a few typical respondents, and strangers drawn freely, in
 * varying shares, so that data sets range from one big class to all singletons and often need both
 * generalisation and suppression.
 */
const recordsArbitrary = fc
  .record({
    spread: fc.integer({ min: 1, max: 48 }),
    length: fc.integer({ min: 1, max: 300 }),
    copies: fc.integer({ min: 4, max: 60 }),
    nearCopies: fc.integer({ min: 0, max: 6 }),
  })
  .chain((shape) =>
    fc.array(recordArbitrary(shape.spread), { minLength: 1, maxLength: 12 }).map((typical) => ({ ...shape, typical })),
  )
  .chain(({ spread, length, typical, copies, nearCopies }) =>
    fc.array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...typical), weight: copies },
        { arbitrary: nearCopy(typical, spread), weight: nearCopies },
        { arbitrary: recordArbitrary(spread), weight: 1 },
      ),
      { minLength: length, maxLength: length },
    ),
  );

const classKey = (r: GeneralisedRecord) => JSON.stringify(quasiIdentifiers.map((a) => r[a]));

/** The sizes of the classes of the records kept. */
function keptClassSizes(result: KAnonymityResult): number[] {
  const sizes = new Map<string, number>();
  for (const r of result.records.filter((r) => !r.suppressed)) sizes.set(classKey(r), (sizes.get(classKey(r)) ?? 0) + 1);
  return [...sizes.values()];
}

/** What the record should be given as: its values at the levels reported, or nothing when suppressed. */
function expectedRecord(input: QuasiIdentifiers, suppressed: boolean, result: KAnonymityResult): GeneralisedRecord {
  const value = (a: QuasiIdentifier) => (suppressed ? null : hierarchies[a][result.levels[a].level]!.of(input));
  return { ...(Object.fromEntries(quasiIdentifiers.map((a) => [a, value(a)])) as GeneralisedRecord), suppressed };
}

describe('kAnonymise on random data sets', () => {
  it('never keeps a record in a class smaller than k, and suppresses no more than allowed', () => {
    fc.assert(
      fc.property(
        recordsArbitrary,
        fc.integer({ min: 2, max: 10 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (records, k, maxSuppressedShare) => {
          const result = kAnonymise(records, k, { maxSuppressedShare });
          const sizes = keptClassSizes(result);
          expect(sizes.filter((size) => size < k)).toEqual([]);
          expect(result.kReached).toBe(sizes.length ? Math.min(...sizes) : 0);
          expect(result.suppressedRecords).toBe(result.records.filter((r) => r.suppressed).length);
          expect(result.records).toEqual(records.map((r, i) => expectedRecord(r, result.records[i]!.suppressed, result)));
          const allowed = Math.floor(maxSuppressedShare * records.length);
          if (result.suppressedRecords > allowed) expect(result.suppressedRecords).toBe(records.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('given several attempts of one person', () => {
  it('counts people, not records: five attempts of one person do not make a group of five', () => {
    const same = { ...centralEurope[0]! };
    const records = [same, same, same, same, same];
    expect(kAnonymise(records, 5).suppressedRecords).toBe(0);
    const onePerson = kAnonymise(records, 5, { people: ['p', 'p', 'p', 'p', 'p'] });
    expect(onePerson.suppressedRecords).toBe(5);
    const anonymous = kAnonymise(records, 5, { people: [null, null, null, null, null] });
    expect(anonymous.suppressedRecords).toBe(0);
  });
});

describe('kAnonymityReport', () => {
  it('names the k asked and reached, each attribute and what was suppressed', () => {
    expect(kAnonymityReport(kAnonymise(centralEurope, 2), 2).split('\n')[0]).toBe(
      'k asked: 2 (every record shares its generalised values with at least 1 other)',
    );
    const result = kAnonymise(centralEurope, 3, { maxSuppressedShare: 0 });
    expect(kAnonymityReport(result, 3)).toBe(
      [
        'k asked: 3 (every record shares its generalised values with at least 2 others)',
        'k reached: 3 (the smallest group of records sharing every generalised value)',
        'generalised to:',
        '- country: region',
        '- age: 5-year bands',
        '- gender: kept',
        '- education: kept',
        '- employment: kept',
        '- residence: kept',
        '- job sectors: codes as chosen',
        '- months without work: months',
        '- completion date: year and month',
        'suppressed: 0 records (every generalised value emptied), 0 known values not given (emptied or "*")',
      ].join('\n'),
    );
  });

  it('says so when no record is kept', () => {
    const lines = kAnonymityReport(kAnonymise(centralEurope.slice(0, 1), 5), 5).split('\n');
    expect(lines[1]).toBe('k reached: no record kept');
    expect(lines.at(-1)).toBe(
      'suppressed: 1 record (every generalised value emptied), 9 known values not given (emptied or "*")',
    );
  });
});

describe('newShareIds', () => {
  it('gives n distinct random ids, new on every call', () => {
    const ids = newShareIds(1000);
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => /^s[0-9a-f]{12}$/.test(id))).toBe(true);
    expect(newShareIds(1000).some((id) => ids.includes(id))).toBe(false);
    expect(newShareIds(0)).toEqual([]);
  });
});
