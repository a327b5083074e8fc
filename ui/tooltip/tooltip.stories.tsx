import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './tooltip';
import { tooltipExamples } from './tooltip.examples';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: tooltipExamples.closed,
  decorators: [(Story) => <div className="flex min-h-48 items-center justify-center">{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: tooltipExamples.closed };
export const Open: Story = { args: tooltipExamples.open };
export const Bottom: Story = { args: tooltipExamples.bottom };
export const LongGerman: Story = { args: tooltipExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: tooltipExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-x-16 gap-y-28 pt-20">
      {Object.entries(tooltipExamples).map(([name, props]) => (
        <Tooltip key={name} {...props} />
      ))}
    </div>
  ),
};
