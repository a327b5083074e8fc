import type { Meta, StoryObj } from '@storybook/react-vite';
import { type LanguageCode, languageCodes, languages } from '../../contract/languages';
import { contentTopics } from './content/content-files';
import { TopicSideBySide } from './content/side-by-side';

/** The story's choices: a topic (its key) and the two languages. */
function SideBySide({ topic, left, right }: { topic: string; left: LanguageCode; right: LanguageCode }) {
  const chosen = contentTopics.find((t) => t.key === topic);
  return chosen ? <TopicSideBySide topic={chosen} left={left} right={right} /> : <p>No content file for “{topic}”.</p>;
}

const languageControl = {
  control: { type: 'select' as const, labels: Object.fromEntries(languages.map((l) => [l.code, `${l.label} – ${l.name}`])) },
  options: [...languageCodes],
};

/**
 * One topic in two languages side by side (choose the topic and the two languages in the controls), for a
 * partner comparing a translation with English or with a neighbouring language. The texts are those of the
 * demo content files; texts staff edited on a server are not in a static Storybook (docs/translations.md).
 */
const meta = {
  title: 'Content/Side by side',
  component: SideBySide,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
  argTypes: {
    topic: { control: { type: 'select' }, options: contentTopics.map((t) => t.key) },
    left: languageControl,
    right: languageControl,
  },
  args: { topic: 'digital-skills', left: 'de', right: 'sr' },
} satisfies Meta<typeof SideBySide>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GermanAndSerbian: Story = {};
export const EnglishAndCzech: Story = { args: { topic: 'workplace-integration', left: 'en', right: 'cs' } };
export const WorkLifeBalanceHungarianAndSlovenian: Story = {
  args: { topic: 'work-life-balance', left: 'hu', right: 'sl' },
  globals: { theme: 'wlb' },
};
