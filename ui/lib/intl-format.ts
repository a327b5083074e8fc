/**
 * Dates and numbers in the current UI language (decision in notes/decisions-ui.md: the spec's "Czech
 * locale with hours and minutes" becomes the reader's own language, still with hours and minutes).
 */
export function formatDateTime(value: Date | string, language: string, options: { seconds?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
  }).format(date);
}

/** Points are shown rounded to one decimal (spec section 9), with the language's decimal separator. */
export function formatOneDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A whole percent, e.g. "75 %" in German or "75%" in English. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
