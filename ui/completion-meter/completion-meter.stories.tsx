import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompletionMeter } from './completion-meter';
import { completionMeterExamples } from './completion-meter.examples';

const meta = {
  title: 'Survey/Completion meter',
  component: CompletionMeter,
  args: completionMeterExamples.some,
} satisfies Meta<typeof CompletionMeter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const None: Story = { args: completionMeterExamples.none };
export const Some: Story = { args: completionMeterExamples.some };
export const All: Story = { args: completionMeterExamples.all };
export const German: Story = { args: completionMeterExamples.some, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: completionMeterExamples.some, globals: { locale: 'sr' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.entries(completionMeterExamples).map(([name, props]) => (
        <CompletionMeter key={name} {...props} />
      ))}
    </div>
  ),
};
