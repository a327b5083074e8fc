import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';
import { textareaExamples } from './textarea.examples';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: textareaExamples.default,
} satisfies Meta<typeof Textarea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: textareaExamples.default };
export const WithHint: Story = { args: textareaExamples.withHint };
export const Filled: Story = { args: textareaExamples.filled };
export const WithError: Story = { args: textareaExamples.error };
export const Disabled: Story = { args: textareaExamples.disabled };
export const LongGerman: Story = { args: textareaExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: textareaExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(textareaExamples).map(([name, props]) => (
        <Textarea key={name} {...props} />
      ))}
    </div>
  ),
};
