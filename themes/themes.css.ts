import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { palettes } from './palettes';

const fonts = {
  body: "'Atkinson Hyperlegible Next', 'Noto Sans', system-ui, sans-serif",
  heading: "'Atkinson Hyperlegible Next', 'Noto Sans', system-ui, sans-serif",
};

createGlobalTheme(':root, [data-theme="general"]', vars, {
  color: palettes.general,
  font: fonts,
  radius: { control: '0.5rem', card: '0.75rem' },
});

createGlobalTheme('[data-theme="wlb"]', vars, {
  color: palettes.wlb,
  font: fonts,
  radius: { control: '1.25rem', card: '1.25rem' },
});
