import type { AttemptProfile } from '../../../db/schema';

/** Countries with fewer respondents than this are grouped as "other" when coarsening (issue 21). */
export const smallCountry = 5;
export const otherCountry = 'other';
export const ageBandWidth = 5;

/** The lower bound of the 5-year band holding `age`: 62 -> 60 (the band 60–64). */
export const ageBand = (age: number) => Math.floor(age / ageBandWidth) * ageBandWidth;

export interface Coarsening {
  countries: ReadonlySet<string>;
}

/** What the package writes for a respondent's country and age, coarsened or not. */
export function shared(profile: Pick<AttemptProfile, 'country' | 'age'>, coarsening: Coarsening | null) {
  if (!coarsening) return { country: profile.country, age: profile.age };
  const country = profile.country === null ? null : coarsening.countries.has(profile.country) ? profile.country : otherCountry;
  return { country, age: profile.age === null ? null : ageBand(profile.age) };
}

/**
 * The disclosure check: counts respondents per combination of country, age, gender and education, as
 * exported and as coarsened, in one pass; the smallest group is what the README reports.
 */
export function createDisclosureCheck() {
  const countries = new Map<string, number>();
  const groups = new Map<string, { profile: Pick<AttemptProfile, 'country' | 'age' | 'gender' | 'education'>; n: number }>();
  let respondents = 0;
  return {
    add(p: AttemptProfile) {
      respondents++;
      if (p.country) countries.set(p.country, (countries.get(p.country) ?? 0) + 1);
      const key = JSON.stringify([p.country, p.age, p.gender, p.education]);
      const group = groups.get(key) ?? { profile: p, n: 0 };
      group.n++;
      groups.set(key, group);
    },
    get respondents() {
      return respondents;
    },
    coarsening(): Coarsening {
      return { countries: new Set([...countries].filter(([, n]) => n >= smallCountry).map(([c]) => c)) };
    },
    /** The size of the smallest group sharing country, age, gender and education (0 when there is nobody). */
    smallestGroup(coarsening: Coarsening | null): number {
      const sizes = new Map<string, number>();
      for (const { profile, n } of groups.values()) {
        const { country, age } = shared(profile, coarsening);
        const key = JSON.stringify([country, age, profile.gender, profile.education]);
        sizes.set(key, (sizes.get(key) ?? 0) + n);
      }
      return sizes.size ? Math.min(...sizes.values()) : 0;
    },
  };
}
export type DisclosureCheck = ReturnType<typeof createDisclosureCheck>;
