import type { Config } from 'tailwindcss';
import { colorTokens, cssVar } from './themes/tokens';

/** Tailwind classes read the theme's CSS variables: `bg-accent` is `var(--sv-accent)` in either theme. */
export default {
  content: ['./index.html', './app/**/*.{ts,tsx}', './ui/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: Object.fromEntries(colorTokens.map((name) => [name, `var(${cssVar(name)})`])),
      fontFamily: {
        body: 'var(--sv-font-body)',
        heading: 'var(--sv-font-heading)',
      },
      borderRadius: {
        control: 'var(--sv-radius-control)',
        card: 'var(--sv-radius-card)',
      },
      screens: {
        // The phone layout is "window width under 820 px" (docs/product/limits.md).
        desktop: '820px',
      },
    },
  },
} satisfies Config;
