import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from '../bar-chart';
import { barChartExamples } from '../bar-chart/bar-chart.examples';
import { ChartFigure, FigureTable } from './chart-figure';
import { chartFigureExamples, figureTableExamples } from './chart-figure.examples';

const meta = {
  title: 'Insights/ChartFigure',
  component: ChartFigure,
  args: chartFigureExamples.byCountry,
} satisfies Meta<typeof ChartFigure>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A 390 px phone: the preview's padding takes 2 × 16 px. */
const phone: Decorator[] = [(Story) => <div style={{ width: 358 }}>{Story()}</div>];

export const OverTime: Story = { args: chartFigureExamples.overTime };
export const ByCountry: Story = { args: chartFigureExamples.byCountry };
export const Levels: Story = { args: chartFigureExamples.levels };
export const Empty: Story = { args: chartFigureExamples.empty };
/** After "Show as table": the table in the chart's place, the button now says "Show as chart". */
export const TableShown: Story = {
  args: chartFigureExamples.levels,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show as table/ }));
  },
};
export const TableShownOnPhone: Story = { ...TableShown, decorators: phone };
export const OnPhone: Story = { args: chartFigureExamples.overTime, decorators: phone };
export const LongGerman: Story = {
  args: {
    title: 'Antworten je Option',
    description: 'Wie oft jede Antwort gewählt wurde; Gruppen mit weniger als 10 Personen werden nicht gezeigt.',
    k: 10,
    csvFileName: 'antworten-je-option.csv',
    table: {
      rowHeader: 'Antwort',
      columns: ['Anzahl der Befragten'],
      rows: barChartExamples.longGerman.data.map((d) => ({ label: d.label, values: [d.value] })),
    },
    children: <BarChart {...barChartExamples.longGerman} />,
  },
  globals: { locale: 'de' },
};
export const TableOnly: Story = {
  args: { ...figureTableExamples.reliability, children: null },
  render: (args) => <FigureTable {...args} />,
};
export const WideTableOnPhone: Story = {
  args: { ...figureTableExamples.wide, children: null },
  render: (args) => <FigureTable {...args} />,
  decorators: phone,
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(chartFigureExamples).map(([name, props]) => (
        <ChartFigure key={name} {...props} />
      ))}
      {Object.entries(figureTableExamples).map(([name, props]) => (
        <FigureTable key={name} {...props} />
      ))}
    </div>
  ),
};
