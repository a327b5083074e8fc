/** The time every account rule is measured against; tests move it (tokens expiring, a year of retention). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
