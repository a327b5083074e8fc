import type { ColorToken, ThemeName } from './tokens';

/**
 * Colour values per theme. Body text on page/surface keeps at least 7:1, every other text/background pair
 * at least 4.5:1 (themes/contrast.test.ts checks the pairs we use).
 */
export const palettes: Record<ThemeName, Record<ColorToken, string>> = {
  general: {
    page: '#f7f8fa',
    surface: '#ffffff',
    'surface-muted': '#eef1f6',
    text: '#16181d',
    'text-muted': '#434a57',
    accent: '#1f4fa8',
    'accent-hover': '#183f87',
    'on-accent': '#ffffff',
    'accent-soft': '#e3ebfa',
    border: '#8a93a3',
    'border-strong': '#4a5261',
    focus: '#b3470b',
    danger: '#a4161a',
    'danger-soft': '#fbe9e9',
    success: '#1d6b34',
    'success-soft': '#e5f4e9',
    info: '#1f4fa8',
    'info-soft': '#e3ebfa',
    header: '#ffffff',
    'on-header': '#16181d',
    /** The focus ring inside the header bar (the header sets --sv-focus to it). */
    'focus-on-header': '#b3470b',
  },
  wlb: {
    page: '#f6f8f5',
    surface: '#ffffff',
    'surface-muted': '#ebf2ec',
    text: '#15201a',
    'text-muted': '#3f4c44',
    accent: '#1c6548',
    'accent-hover': '#15513a',
    'on-accent': '#ffffff',
    'accent-soft': '#dff0e7',
    border: '#87958c',
    'border-strong': '#45534a',
    focus: '#8a3c9e',
    danger: '#a4161a',
    'danger-soft': '#fbe9e9',
    success: '#1d6b34',
    'success-soft': '#e5f4e9',
    info: '#1c5a8a',
    'info-soft': '#e2eef7',
    header: '#1c6548',
    'on-header': '#ffffff',
    /** Warm yellow: 4.9:1 on the green header, where the purple ring had 1.07:1. */
    'focus-on-header': '#ffd166',
  },
};

/** Text/background pairs the components use; each must reach the ratio given. */
export const contrastPairs: Array<[ColorToken, ColorToken, number]> = [
  ['text', 'page', 7],
  ['text', 'surface', 7],
  ['text', 'surface-muted', 7],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'page', 4.5],
  ['accent', 'surface', 4.5],
  ['accent', 'page', 4.5],
  ['on-accent', 'accent', 4.5],
  ['on-accent', 'accent-hover', 4.5],
  ['text', 'accent-soft', 7],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-soft', 4.5],
  ['success', 'surface', 4.5],
  ['success', 'success-soft', 4.5],
  ['info', 'info-soft', 4.5],
  ['on-header', 'header', 4.5],
  ['border', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'page', 3],
  ['focus', 'accent-soft', 3],
  ['focus-on-header', 'header', 3],
];
