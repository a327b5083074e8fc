import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textChanges } from '../../db/schema';
import type { TargetLanguage } from './units';

/**
 * For each unit that needs review in `language`: the English it was translated from, read off the history as
 * the value before the first English change after the translation's last change. Units whose history does not
 * reach back that far are left out.
 */
export async function previousSources(
  db: Db,
  language: TargetLanguage,
  unitIds: readonly string[],
): Promise<Map<string, string>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .select({ id: textChanges.id, unitId: textChanges.unitId, language: textChanges.language, oldValue: textChanges.oldValue })
    .from(textChanges)
    .where(and(inArray(textChanges.unitId, [...unitIds]), or(eq(textChanges.language, 'en'), eq(textChanges.language, language))))
    .orderBy(asc(textChanges.id));
  const translatedAt = new Map<string, number>();
  for (const row of rows) if (row.language === language) translatedAt.set(row.unitId, row.id);
  const found = new Map<string, string>();
  for (const row of rows) {
    const after = translatedAt.get(row.unitId) ?? 0;
    if (row.language === 'en' && row.id > after && !found.has(row.unitId) && row.oldValue !== null) {
      found.set(row.unitId, row.oldValue);
    }
  }
  return found;
}
