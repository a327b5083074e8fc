import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';
import { textFieldExamples } from './text-field.examples';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: textFieldExamples.default,
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: textFieldExamples.default };
export const WithHint: Story = { args: textFieldExamples.withHint };
export const Filled: Story = { args: textFieldExamples.filled };
export const WithError: Story = { args: textFieldExamples.error };
export const Disabled: Story = { args: textFieldExamples.disabled };
export const ReadOnly: Story = { args: textFieldExamples.readOnly };
export const LongGerman: Story = { args: textFieldExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: textFieldExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(textFieldExamples).map(([name, props]) => (
        <TextField key={name} {...props} />
      ))}
    </div>
  ),
};
