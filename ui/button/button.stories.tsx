import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { buttonExamples } from './button.examples';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: buttonExamples.primary,
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: buttonExamples.primary };
export const Secondary: Story = { args: buttonExamples.secondary };
export const Danger: Story = { args: buttonExamples.danger };
export const Ghost: Story = { args: buttonExamples.ghost };
export const Large: Story = { args: buttonExamples.large };
export const Loading: Story = { args: buttonExamples.loading };
export const Disabled: Story = { args: buttonExamples.disabled };
export const LongGerman: Story = { args: buttonExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: buttonExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {Object.entries(buttonExamples).map(([name, props]) => (
        <Button key={name} {...props} />
      ))}
    </div>
  ),
};
