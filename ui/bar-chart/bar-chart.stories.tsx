import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart';
import { barChartExamples } from './bar-chart.examples';

const meta = {
  title: 'Insights/BarChart',
  component: BarChart,
  args: barChartExamples.typical,
} satisfies Meta<typeof BarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Typical: Story = { args: barChartExamples.typical };
/** Fewer than k: a hatched stub and the words, never a bar of 0 (a real 0 has no bar and says 0). */
export const Suppressed: Story = { args: barChartExamples.suppressed };
export const Empty: Story = { args: barChartExamples.empty };
export const One: Story = { args: barChartExamples.one };
export const LongGerman: Story = { args: barChartExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: barChartExamples.cyrillic, globals: { locale: 'bg' } };
export const Percent: Story = { args: barChartExamples.percent };
/** A 390 px phone: labels above their bars. */
export const Phone: Story = {
  args: barChartExamples.longGerman,
  globals: { locale: 'de' },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(barChartExamples).map(([name, props]) => (
        <section key={name} aria-label={name}>
          <BarChart {...props} />
        </section>
      ))}
    </div>
  ),
};
