type DateField = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';
export type RecipePart = { field: DateField } | { literal: string };

/**
 * A language's way of writing a date and time as formatDateTime does (intl-format.ts), taken apart: the order
 * of its fields and the words between them, the months' names, and whether the day and the hour have two
 * digits. Made from Intl at build time (date-recipe-builder.ts). Two uses: the inline script
 * writes a result's date with it before the app loads (Intl's first date formatter in a page costs 15 to
 * 30 ms, far more on a slow phone, as ICU loads the locale's calendar data), and Bosnian dates are written
 * with it everywhere, as browsers without Bosnian data would write "2026 M11 27" (bosnian-dates.ts).
 */
export interface DateRecipe {
  parts: RecipePart[];
  months: string[];
  padDay: boolean;
  padHour: boolean;
}

export const dateFields: readonly string[] = ['day', 'month', 'year', 'hour', 'minute', 'second'];
export const isDateField = (type: string): type is DateField => dateFields.includes(type);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date and time written by the recipe, in the browser's time zone as Intl would. */
export function formatWithRecipe(recipe: DateRecipe, value: Date | string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const fields: Record<DateField, string | undefined> = {
    day: recipe.padDay ? twoDigits(date.getDate()) : String(date.getDate()),
    month: recipe.months[date.getMonth()],
    year: String(date.getFullYear()),
    hour: recipe.padHour ? twoDigits(date.getHours()) : String(date.getHours()),
    minute: twoDigits(date.getMinutes()),
    second: twoDigits(date.getSeconds()),
  };
  const written = recipe.parts.map((part) => ('literal' in part ? part.literal : fields[part.field]));
  return written.every((piece) => typeof piece === 'string') ? written.join('') : undefined;
}
