import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineChart } from './line-chart';
import { lineChartExamples } from './line-chart.examples';

const meta = {
  title: 'Insights/LineChart',
  component: LineChart,
  args: lineChartExamples.typical,
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Typical: Story = { args: lineChartExamples.typical };
/** Fewer than k: gaps in the lines inside hatched bands, hollow markers naming the series, never a point at 0. */
export const Suppressed: Story = { args: lineChartExamples.suppressed };
export const Empty: Story = { args: lineChartExamples.empty };
export const OnePeriod: Story = { args: lineChartExamples.onePeriod };
/** 60 weeks: every n-th week labelled, markers left out where they would overlap. */
export const ManyPeriods: Story = { args: lineChartExamples.manyPeriods };
export const LongGerman: Story = { args: lineChartExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: lineChartExamples.cyrillic, globals: { locale: 'bg' } };
/** A 390 px phone: the narrow drawing. */
export const Phone: Story = {
  args: lineChartExamples.suppressed,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(lineChartExamples).map(([name, props]) => (
        <section key={name} aria-label={name}>
          <LineChart {...props} />
        </section>
      ))}
    </div>
  ),
};
