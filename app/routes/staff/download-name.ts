/**
 * The name a staff download is saved under: what it is, the topic and the day, e.g.
 * `export-digital-skills-2026-11-25.csv`, so several downloads in one folder tell themselves apart.
 * Letters of every alphabet stay (a Czech or Bulgarian topic name is kept as it reads); everything else
 * between words becomes one hyphen.
 */
export function downloadName(kind: string, topic: string, extension: string, day = new Date()): string {
  const words = topic
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${[kind, words, localDay(day)].filter(Boolean).join('-')}.${extension}`;
}

/** The calendar day where the person is, as YYYY-MM-DD. */
function localDay(day: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
