import { createGlobalThemeContract } from '@vanilla-extract/css';
import { colorTokens, cssVar } from './tokens';

const colorContract = Object.fromEntries(colorTokens.map((name) => [name, cssVar(name)])) as Record<
  (typeof colorTokens)[number],
  string
>;

/** Global (unhashed) variable names so Tailwind classes can refer to them from tailwind.config.ts. */
export const vars = createGlobalThemeContract(
  {
    color: colorContract,
    font: { body: 'font-body', heading: 'font-heading' },
    radius: { control: 'radius-control', card: 'radius-card' },
  },
  (value) =>
    String(value)
      .replace(/^--/, '')
      .replace(/^(?!sv-)/, 'sv-'),
);
