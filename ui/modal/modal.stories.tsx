import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Modal } from './modal';
import { modalExamples } from './modal.examples';

/** Open stories start open (defaultOpen), so the axe sweep checks the dialog itself. */
const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { title: modalExamples.normal.title },
  // Overlays are fixed to the window: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { ...modalExamples.normal, defaultOpen: false, trigger: <Button>Forgot password?</Button> },
};
export const Normal: Story = { args: modalExamples.normal };
export const WithSaveOnBackdrop: Story = { args: modalExamples.withSave };
export const Fullscreen: Story = { args: modalExamples.fullscreen };
export const FullscreenOnPhone: Story = { args: modalExamples.fullscreenOnPhone };
export const LongContent: Story = { args: modalExamples.longContent };
export const LongGerman: Story = { args: modalExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: modalExamples.cyrillic, globals: { locale: 'bg' } };

export const Nested: Story = {
  render: () => (
    <Modal defaultOpen title="Admin panel" footer={<Button>Save</Button>}>
      <p className="m-0">A second modal opens on top; Escape closes only the top one.</p>
      <Modal defaultOpen title="Are you sure?" trigger={<Button variant="danger">Delete sub-topic</Button>} />
    </Modal>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {Object.entries(modalExamples).map(([name, props]) => (
        <Modal key={name} {...props} defaultOpen={false} trigger={<Button variant="secondary">Open the {name} modal</Button>} />
      ))}
    </div>
  ),
};
