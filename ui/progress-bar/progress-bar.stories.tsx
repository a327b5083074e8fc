import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ProgressBar, type ProgressBarProps } from './progress-bar';
import { progressBarExamples } from './progress-bar.examples';

/** Clicking a step moves the current question there, as the questionnaire does. */
function Interactive(props: ProgressBarProps) {
  const [current, setCurrent] = useState(props.current);
  return <ProgressBar {...props} current={current} onSelect={setCurrent} />;
}

const meta = {
  title: 'Survey/Progress bar',
  component: ProgressBar,
  args: progressBarExamples.middle,
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof ProgressBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Start: Story = { args: progressBarExamples.start };
export const Middle: Story = { args: progressBarExamples.middle };
export const AllAnswered: Story = { args: progressBarExamples.allAnswered };
export const AnsweredWithGaps: Story = { args: progressBarExamples.gaps };
export const PagedDesktop: Story = { args: progressBarExamples.pagedDesktop };
export const PagedPhone: Story = { args: progressBarExamples.pagedPhone };
export const FewSteps: Story = { args: progressBarExamples.fewSteps };
/** Without `width` the bar pages by the live window width: resize the window to see it change. */
export const LiveWidth: Story = { args: { ...progressBarExamples.pagedDesktop, width: undefined } };
export const LongGerman: Story = { args: progressBarExamples.pagedDesktop, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: progressBarExamples.pagedDesktop, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      {Object.entries(progressBarExamples).map(([name, props]) => (
        <Interactive key={name} {...props} />
      ))}
    </div>
  ),
};
