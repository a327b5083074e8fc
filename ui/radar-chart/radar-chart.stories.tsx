import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadarChart } from './radar-chart';
import { radarChartExamples } from './radar-chart.examples';

const meta = {
  title: 'Result/RadarChart',
  component: RadarChart,
  args: radarChartExamples.current,
} satisfies Meta<typeof RadarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Current: Story = { args: radarChartExamples.current };
export const PreviousShown: Story = { args: radarChartExamples.previousShown };
export const PreviousPartly: Story = { args: radarChartExamples.previousPartly };
export const Extremes: Story = { args: radarChartExamples.extremes };
/** The ring labels where both series cross them: a halo of the page colour keeps them readable. */
export const NearRingLabels: Story = { args: radarChartExamples.nearRingLabels };
export const Empty: Story = { args: radarChartExamples.empty };
export const LongGerman: Story = { args: radarChartExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: radarChartExamples.cyrillic, globals: { locale: 'bg' } };
/** The narrow layout: numbered axes with the names listed below, as on a 320 px phone. */
export const Phone: Story = {
  args: radarChartExamples.previousShown,
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(radarChartExamples).map(([name, props]) => (
        <section key={name} aria-label={name}>
          <RadarChart {...props} />
        </section>
      ))}
    </div>
  ),
};
