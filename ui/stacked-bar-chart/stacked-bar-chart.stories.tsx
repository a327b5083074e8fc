import type { Meta, StoryObj } from '@storybook/react-vite';
import { StackedBarChart } from './stacked-bar-chart';
import { stackedBarChartExamples } from './stacked-bar-chart.examples';

const meta = {
  title: 'Insights/StackedBarChart',
  component: StackedBarChart,
  args: stackedBarChartExamples.typical,
} satisfies Meta<typeof StackedBarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Typical: Story = { args: stackedBarChartExamples.typical };
/** Fewer than k, no row total: a narrow hatched stub in the level's place, named in the legend, never a share of 0; no percentages on that row. */
export const Suppressed: Story = { args: stackedBarChartExamples.suppressed };
/** Hidden levels with the row's total: shares of the total, the rest one hatched "fewer than k" block in their place. */
export const HiddenWithTotal: Story = { args: stackedBarChartExamples.hiddenWithTotal };
export const Empty: Story = { args: stackedBarChartExamples.empty };
export const OneRow: Story = { args: stackedBarChartExamples.oneRow };
export const LongGerman: Story = { args: stackedBarChartExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: stackedBarChartExamples.cyrillic, globals: { locale: 'bg' } };
export const FiveLevels: Story = { args: stackedBarChartExamples.fiveLevels };
/** A 390 px phone: names above their bars. */
export const Phone: Story = {
  args: stackedBarChartExamples.suppressed,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(stackedBarChartExamples).map(([name, props]) => (
        <section key={name} aria-label={name}>
          <StackedBarChart {...props} />
        </section>
      ))}
    </div>
  ),
};
