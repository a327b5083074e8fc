import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';
import { iconButtonExamples } from './icon-button.examples';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: iconButtonExamples.ghost,
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ghost: Story = { args: iconButtonExamples.ghost };
export const Primary: Story = { args: iconButtonExamples.primary };
export const Secondary: Story = { args: iconButtonExamples.secondary };
export const Disabled: Story = { args: iconButtonExamples.disabled };
export const LongGerman: Story = { args: iconButtonExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: iconButtonExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-4">
      {Object.entries(iconButtonExamples).map(([name, props]) => (
        <IconButton key={name} {...props} />
      ))}
    </div>
  ),
};
