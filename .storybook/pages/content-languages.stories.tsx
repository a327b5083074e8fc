import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentTopics } from './content/content-files';
import { ContentLanguagesTable } from './content/content-languages';
import { QuestionInLanguages } from './content/question-in-languages';

/** Every text of each topic in the 10 languages side by side, missing and English-identical texts marked. */
const meta = {
  title: 'Content/All languages',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const table = (key: string): Story => ({
  render: () => {
    const topic = contentTopics.find((t) => t.key === key);
    return topic ? <ContentLanguagesTable topic={topic} /> : <p>No content file for “{key}”.</p>;
  },
});

export const DigitalSkills = table('digital-skills');
export const WorkplaceIntegration = table('workplace-integration');
export const WellBeingAtWork = table('well-being-at-work');
export const WorkLifeBalance = table('work-life-balance');
export const HealthAndEnergy = table('health-and-energy');

const question = (topicKey: string, index: number): Story => ({
  render: () => {
    const topic = contentTopics.find((t) => t.key === topicKey);
    const all = topic?.sub_topics.flatMap((sub) => sub.questions.map((q) => ({ q, sub }))) ?? [];
    const entry = all[index];
    return entry ? <QuestionInLanguages question={entry.q} sub={entry.sub} number={index + 1} /> : <p>No such question.</p>;
  },
});

/** One question of each type in all 10 languages at once (the first of its type in the seed content). */
export const OneQuestionInEveryLanguage = question('digital-skills', 0);
export const ScaleQuestionInEveryLanguage = question('well-being-at-work', 0);
