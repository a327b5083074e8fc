import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupportReference } from './support-reference';
import { supportReferenceExamples } from './support-reference.examples';

const meta = {
  title: 'Primitives/Support reference',
  component: SupportReference,
  args: supportReferenceExamples.english,
} satisfies Meta<typeof SupportReference>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = { args: supportReferenceExamples.english };
export const LongGerman: Story = { args: supportReferenceExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: supportReferenceExamples.cyrillic, globals: { locale: 'bg' } };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {Object.entries(supportReferenceExamples).map(([name, props]) => (
        <SupportReference key={name} {...props} />
      ))}
    </div>
  ),
};
