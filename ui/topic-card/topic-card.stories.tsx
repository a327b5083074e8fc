import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolbarLanguage, topicInDemoContent } from '../../.storybook/pages/content/demo-examples';
import { TopicCard } from './topic-card';
import { topicCardExamples } from './topic-card.examples';

/**
 * An example naming a demo topic shows that topic's name and description from the demo content in the
 * toolbar's language (as Content/Topics does); the long German and the Cyrillic examples keep their own.
 */
const meta = {
  title: 'Survey/TopicCard',
  component: TopicCard,
  args: topicCardExamples.notDoneLoggedIn,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
  render: (args, { globals }) => <TopicCard {...topicInDemoContent(args, toolbarLanguage(globals.locale))} />,
} satisfies Meta<typeof TopicCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotDoneLoggedOut: Story = { args: topicCardExamples.notDoneLoggedOut };
export const NotDoneLoggedIn: Story = { args: topicCardExamples.notDoneLoggedIn };
export const InProgress: Story = { args: topicCardExamples.inProgress };
export const InProgressRetryable: Story = { args: topicCardExamples.inProgressRetryable };
export const Done: Story = { args: topicCardExamples.done };
export const DoneAndInProgressAgain: Story = { args: topicCardExamples.doneAndInProgressAgain };
export const Preparable: Story = { args: topicCardExamples.preparable };
export const Preparing: Story = { args: topicCardExamples.preparing };
export const OfflineReady: Story = { args: topicCardExamples.offlineReady };
export const WaitingToSend: Story = { args: topicCardExamples.waitingToSend };
export const LongGerman: Story = { args: topicCardExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: topicCardExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: (_, { globals }) => (
    <div className="grid gap-6 desktop:grid-cols-2">
      {Object.entries(topicCardExamples).map(([name, props]) => (
        <TopicCard key={name} {...topicInDemoContent(props, toolbarLanguage(globals.locale))} />
      ))}
    </div>
  ),
};
