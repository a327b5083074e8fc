import path from 'node:path';

/**
 * Which pictures the story sweep takes of each story and where they live (docs/visual-review.md): every story
 * in both themes at a desktop and a phone width; the questionnaire's and the result's stories also in German
 * (long words) and Serbian (Cyrillic) at both widths, in the general theme: a language changes the words, a
 * theme only the colours.
 */
export const themes = ['general', 'wlb'] as const;
export type Theme = (typeof themes)[number];

export const pictureWidths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * The longest stories are composites of states each pictured in their own story; their first 3 000 px show
 * the layout. The Content stories list the questionnaire's texts for reviewers, so their first screen shows
 * the layout and a text changed further down needs no new picture.
 */
export const pictureHeightLimit = 3000;
const storiesPicturedAtFirstScreen = /^Content\//;

export function pictureHeightLimitOf(story: StoryEntry, viewportHeight: number): number {
  return storiesPicturedAtFirstScreen.test(story.title) ? viewportHeight : pictureHeightLimit;
}

/** Languages whose words test the layout: German's long compounds and Serbian's Cyrillic letters. */
export const pictureLanguages = ['de', 'sr'] as const;
const storiesInEveryPictureLanguage = /^(Survey|Result)\//;

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

export interface PictureVariant {
  theme: Theme;
  /** Absent: the toolbar's default language, English. */
  locale?: string;
  width: number;
  height: number;
}

export const visualRoot = path.resolve(import.meta.dirname);
export const baselineDir = path.join(visualRoot, 'baselines');
/** Where a run writes what differs: new pictures, diffs, copies of the baselines and the report page. */
export const outputDir = path.resolve(visualRoot, '../../test-results/visual');
export const resultsFile = path.join(outputDir, 'results.json');
export const reportFile = path.join(outputDir, 'report.html');

export function languagesPictured(story: StoryEntry, theme: Theme): Array<string | undefined> {
  return theme === 'general' && storiesInEveryPictureLanguage.test(story.title) ? [undefined, ...pictureLanguages] : [undefined];
}

/** `primitives-button--primary.wlb.390.png`, `survey-question--one-choice.general.sr.1280.png`. */
export function pictureName(storyId: string, variant: PictureVariant): string {
  const parts = [storyId, variant.theme, variant.locale, variant.width].filter((part) => part !== undefined);
  return `${parts.join('.')}.png`;
}

/** Every picture name the stories call for: a baseline with any other name belongs to no story. */
export function expectedPictureNames(stories: StoryEntry[]): Set<string> {
  const names = new Set<string>();
  for (const story of stories)
    for (const theme of themes)
      for (const locale of languagesPictured(story, theme))
        for (const size of pictureWidths) names.add(pictureName(story.id, { theme, locale, ...size }));
  return names;
}
