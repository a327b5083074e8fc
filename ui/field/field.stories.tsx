import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldDemo, fieldExamples } from './field.examples';

const meta = {
  title: 'Forms/Field',
  component: FieldDemo,
  args: fieldExamples.default,
} satisfies Meta<typeof FieldDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: fieldExamples.default };
export const WithHint: Story = { args: fieldExamples.withHint };
export const WithError: Story = { args: fieldExamples.error };
export const LongGerman: Story = { args: fieldExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: fieldExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(fieldExamples).map(([name, props]) => (
        <FieldDemo key={name} {...props} />
      ))}
    </div>
  ),
};
