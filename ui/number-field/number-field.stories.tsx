import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './number-field';
import { numberFieldExamples } from './number-field.examples';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: numberFieldExamples.default,
} satisfies Meta<typeof NumberField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: numberFieldExamples.default };
export const Filled: Story = { args: numberFieldExamples.filled };
export const WithHint: Story = { args: numberFieldExamples.withHint };
export const WithError: Story = { args: numberFieldExamples.error };
export const Disabled: Story = { args: numberFieldExamples.disabled };
export const LongGerman: Story = { args: numberFieldExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: numberFieldExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(numberFieldExamples).map(([name, props]) => (
        <NumberField key={name} {...props} />
      ))}
    </div>
  ),
};
