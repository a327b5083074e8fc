import type { PlaceWire } from '../../../contract/api/translations';
import type { LanguageCode } from '../../../contract/languages';
import type { Db } from '../../db/client';
import { readPlaces } from './places';
import type { ImportPreview, PreviewEntry } from './preview';
import type { UnitKind } from './units';

export type Placed<T> = T & { place?: PlaceWire };

/** Gives each questionnaire text its place in the reader's language (`display`); interface texts have none. */
export async function withPlaces<T extends { id: string }>(
  db: () => Db,
  kind: UnitKind,
  items: T[],
  display: LanguageCode,
): Promise<Placed<T>[]> {
  if (kind !== 'content' || !items.length) return items;
  const places = await readPlaces(db(), display);
  return items.map((item) => {
    const place = places.get(item.id);
    return place ? { ...item, place } : item;
  });
}

/** A preview whose changed and refused texts say where they appear, in the reader's language. */
export const previewWithPlaces = async (db: () => Db, preview: ImportPreview, display: LanguageCode) => ({
  ...preview,
  changed: await withPlaces<PreviewEntry>(db, preview.kind, preview.changed, display),
  refused: await withPlaces<PreviewEntry>(db, preview.kind, preview.refused, display),
});
