/** The offset of `zone` from UTC at the moment `utcMs`, in milliseconds (Europe/Prague in summer: +2 h). */
function offsetAt(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The moment the day `date` (YYYY-MM-DD) begins in `zone`, or the day `addDays` later: the filters' days are
 * the reader's days. The offset is read twice, so a day that begins at a change of summer time is right too.
 */
export function startOfDayIn(date: string, zone: string, addDays = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, day + addDays);
  const first = midnight - offsetAt(midnight, zone);
  return new Date(midnight - offsetAt(first, zone));
}
