import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultRow } from './result-row';
import { resultRowExamples } from './result-row.examples';

const meta = {
  title: 'Result/ResultRow',
  component: ResultRow,
  args: resultRowExamples.current,
} satisfies Meta<typeof ResultRow>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Current: Story = { args: resultRowExamples.current };
export const PreviousShown: Story = { args: resultRowExamples.previousShown };
export const FirstAttempt: Story = { args: resultRowExamples.firstAttempt };
export const HighestLevel: Story = { args: resultRowExamples.highestLevel };
export const LowestLevel: Story = { args: resultRowExamples.lowestLevel };
export const LongGerman: Story = { args: resultRowExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: resultRowExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.entries(resultRowExamples).map(([name, props]) => (
        <ResultRow key={name} {...props} />
      ))}
    </div>
  ),
};
