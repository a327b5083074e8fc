import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { ConfirmModal } from './confirm-modal';
import { confirmModalExamples } from './confirm-modal.examples';

const meta = {
  title: 'Overlays/Confirm modal',
  component: ConfirmModal,
  args: confirmModalExamples.deleteQuestion,
  // Overlays are fixed to the window: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof ConfirmModal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: {
    ...confirmModalExamples.deleteQuestion,
    defaultOpen: false,
    trigger: <Button variant="danger">Delete question 12</Button>,
  },
};
export const DeleteQuestion: Story = { args: confirmModalExamples.deleteQuestion };
export const DeleteAccountWithPassword: Story = { args: confirmModalExamples.deleteAccount };
export const WrongPassword: Story = { args: confirmModalExamples.wrongPassword };
export const CreateSubTopic: Story = { args: confirmModalExamples.createSubTopic };
export const Busy: Story = { args: confirmModalExamples.busy };
export const LongGerman: Story = { args: confirmModalExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: confirmModalExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {Object.entries(confirmModalExamples).map(([name, props]) => (
        <ConfirmModal
          key={name}
          {...props}
          defaultOpen={false}
          trigger={<Button variant="secondary">Open the {name} confirm</Button>}
        />
      ))}
    </div>
  ),
};
