import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';
import { spinnerExamples } from './spinner.examples';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: spinnerExamples.default,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: spinnerExamples.default };
export const Small: Story = { args: spinnerExamples.small };
export const Large: Story = { args: spinnerExamples.large };
export const CustomLabel: Story = { args: spinnerExamples.customLabel };
export const LongGerman: Story = { args: spinnerExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: spinnerExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4">
      {Object.entries(spinnerExamples).map(([name, props]) => (
        <Spinner key={name} {...props} />
      ))}
    </div>
  ),
};
