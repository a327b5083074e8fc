import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { themeForPath } from '../../themes/theme-for-path';

/** The first path segment `wlb` switches the whole document (portals included) to the wlb theme. */
export function useThemeFromPath() {
  const { pathname } = useLocation();
  const theme = themeForPath(pathname);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
