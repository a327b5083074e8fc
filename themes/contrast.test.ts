import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, palettes } from './palettes';
import { themeNames } from './tokens';

describe.each(themeNames)('the %s theme', (theme) => {
  it.each(contrastPairs)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(palettes[theme][fg], palettes[theme][bg])).toBeGreaterThanOrEqual(min);
  });
});
