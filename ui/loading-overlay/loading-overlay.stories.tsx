import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { LoadingOverlay } from './loading-overlay';
import { loadingOverlayExamples } from './loading-overlay.examples';

const meta = {
  title: 'Overlays/Loading overlay',
  component: LoadingOverlay,
  args: loadingOverlayExamples.default,
  // Overlays are fixed to the window: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: (args) => (
    <>
      <p className="m-0">The page behind the overlay cannot be clicked while it loads.</p>
      <Button>A button behind the overlay</Button>
      <LoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: loadingOverlayExamples.default };
export const WithLabel: Story = { args: loadingOverlayExamples.withLabel };
export const LongGerman: Story = { args: loadingOverlayExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: loadingOverlayExamples.cyrillic, globals: { locale: 'bg' } };

/** Every label in one place; shown inline (not fixed) so they do not cover one another. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {Object.entries(loadingOverlayExamples).map(([name, props]) => (
        <div key={name} className="relative h-64 overflow-hidden border-2 border-border">
          <LoadingOverlay {...props} className="absolute" />
        </div>
      ))}
    </div>
  ),
};
