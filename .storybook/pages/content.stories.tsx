import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentTopics } from './content/content-files';
import { ContentTopicPage } from './content/content-topic';

/**
 * The questionnaire content for review: each topic with the real question renderers and its rating
 * levels (switch the language and theme in the toolbar), and every text of a topic in all 10 languages.
 */
const meta = {
  title: 'Content/Topics',
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

const byKey = (key: string) => {
  const topic = contentTopics.find((t) => t.key === key);
  if (!topic) throw new Error(`No content file for the topic "${key}"`);
  return topic;
};

export const DigitalSkills: Story = { render: () => <ContentTopicPage topic={byKey('digital-skills')} /> };
export const WorkplaceIntegration: Story = { render: () => <ContentTopicPage topic={byKey('workplace-integration')} /> };
export const WellBeingAtWork: Story = { render: () => <ContentTopicPage topic={byKey('well-being-at-work')} /> };
export const WorkLifeBalance: Story = {
  render: () => <ContentTopicPage topic={byKey('work-life-balance')} />,
  globals: { theme: 'wlb' },
};
export const HealthAndEnergy: Story = {
  render: () => <ContentTopicPage topic={byKey('health-and-energy')} />,
  globals: { theme: 'wlb' },
};
export const HealthAndEnergyInBulgarian: Story = {
  render: () => <ContentTopicPage topic={byKey('health-and-energy')} />,
  globals: { theme: 'wlb', locale: 'bg' },
};
export const WellBeingInGerman: Story = {
  render: () => <ContentTopicPage topic={byKey('well-being-at-work')} />,
  globals: { locale: 'de' },
};
