import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import { Snackbar, type SnackbarProps } from './snackbar';
import type { SnackbarType } from './snackbar-type';
import { snackbarExamples } from './snackbar.examples';

const meta = {
  title: 'Overlays/Snackbar',
  component: Snackbar,
  args: snackbarExamples.success,
  // On the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  // A snackbar gone after 4 s would leave an empty story to look at (and to sweep with axe), so the
  // single-state stories keep it until it is clicked; the Live story has the real timing.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <p className="m-0">Click the message, or its Close button, to close it.</p>
        <Snackbar {...args} open={open} autoDismiss={false} onClose={() => setOpen(false)} />
      </>
    );
  },
} satisfies Meta<typeof Snackbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = { args: snackbarExamples.success };
export const Info: Story = { args: snackbarExamples.info };
export const ErrorMessage: Story = { name: 'Error', args: snackbarExamples.error };
export const Closed: Story = { args: snackbarExamples.closed };
export const LongMessage: Story = { args: snackbarExamples.longMessage };
export const LongGerman: Story = { args: snackbarExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: snackbarExamples.cyrillic, globals: { locale: 'bg' } };
/** A failure with the request's id to quote: it has a Copy and a Close button and stays until closed. */
export const WithReference: Story = { args: snackbarExamples.withReference };
export const WithReferenceGerman: Story = { args: snackbarExamples.withReferenceGerman, globals: { locale: 'de' } };

/** The real timing: each button shows a snackbar that fades away after 4 s. */
export const Live: Story = {
  render: function Render() {
    const [shown, setShown] = useState<Pick<SnackbarProps, 'type' | 'message'> & { open: boolean }>({
      open: false,
      type: 'info',
      message: '',
    });
    const show = (type: SnackbarType, message: string) => setShown({ open: true, type, message });
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => show('success', 'Your details were saved')}>Show success</Button>
        <Button onClick={() => show('info', 'You have been logged out')}>Show info</Button>
        <Button variant="danger" onClick={() => show('error', 'Something went wrong, please try again')}>
          Show error
        </Button>
        <Snackbar {...shown} onClose={() => setShown((s) => ({ ...s, open: false }))} />
      </div>
    );
  },
};

/** Every type, one under another. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {Object.entries(snackbarExamples)
        .filter(([, props]) => props.open)
        .map(([name, props]) => (
          <div key={name} className="relative h-52 [&>div]:absolute">
            <Snackbar {...props} autoDismiss={false} />
          </div>
        ))}
    </div>
  ),
};
