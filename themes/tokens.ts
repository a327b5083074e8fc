/**
 * The names of the design tokens. The vanilla-extract contract (themes/contract.css.ts) turns each into a
 * CSS variable `--sv-<name>`; tailwind.config.ts maps Tailwind classes onto the same variables, so a theme
 * changes token values and never a component.
 */
export const colorTokens = [
  'page',
  'surface',
  'surface-muted',
  'text',
  'text-muted',
  'accent',
  'accent-hover',
  'on-accent',
  'accent-soft',
  'border',
  'border-strong',
  'focus',
  'danger',
  'danger-soft',
  'success',
  'success-soft',
  'info',
  'info-soft',
  'header',
  'on-header',
  'focus-on-header',
] as const;

export type ColorToken = (typeof colorTokens)[number];

export const cssVar = (token: string) => `--sv-${token}`;

export const themeNames = ['general', 'wlb'] as const;
export type ThemeName = (typeof themeNames)[number];
