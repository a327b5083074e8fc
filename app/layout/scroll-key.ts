import type { Location } from 'react-router';

/** Different for every document the browser loads (a typed address, a bookmark, a reload). */
const documentLoad = `${Math.round(performance.timeOrigin)}`;

/**
 * The key ScrollRestoration saves and restores positions under. The router gives every entry a document
 * load starts with the same key, "default", so a new document would open at the position some other page
 * of an earlier load was left at (/login showing only the footer). Keyed by the document load
 * instead, a new document starts at the top; back and forward inside the app keep their positions.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `default-${documentLoad}` : location.key;
}
