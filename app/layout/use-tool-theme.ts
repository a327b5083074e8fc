import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Tool } from '../../contract/content';
import type { ThemeName } from '../../themes/tokens';
import { toolOfPath } from '../shared/paths';

/** The theme each tool wears (docs/product/screens.md: the first path segment `wlb` switches styling). */
export const themeOfTool: Record<Tool, ThemeName> = { general: 'general', wlb: 'wlb' };

/** The tool of the current address; the whole document (portals included) wears its theme. */
export function useToolTheme(): Tool {
  const { pathname } = useLocation();
  const tool = toolOfPath(pathname);
  useEffect(() => {
    document.documentElement.dataset.theme = themeOfTool[tool];
  }, [tool]);
  return tool;
}
