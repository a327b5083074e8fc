import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';
import { checkboxExamples } from './checkbox.examples';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: checkboxExamples.default,
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: checkboxExamples.default };
export const Checked: Story = { args: checkboxExamples.checked };
export const WithHint: Story = { args: checkboxExamples.withHint };
export const WithError: Story = { args: checkboxExamples.error };
export const Disabled: Story = { args: checkboxExamples.disabled };
export const LongGerman: Story = { args: checkboxExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: checkboxExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(checkboxExamples).map(([name, props]) => (
        <Checkbox key={name} {...props} />
      ))}
    </div>
  ),
};
