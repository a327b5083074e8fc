import type { ThemeName } from './tokens';

/** The first path segment `wlb` selects the well-being variant's theme (spec section 2). */
export function themeForPath(pathname: string): ThemeName {
  return pathname.split('/')[1] === 'wlb' ? 'wlb' : 'general';
}
