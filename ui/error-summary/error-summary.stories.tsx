import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSummaryDemo, errorSummaryExamples } from './error-summary.examples';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummaryDemo,
  args: errorSummaryExamples.oneError,
  // Each story in its own frame: a summary takes focus when it appears, which would scroll an inline docs page.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof ErrorSummaryDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneError: Story = { args: errorSummaryExamples.oneError };
export const SeveralErrors: Story = { args: errorSummaryExamples.severalErrors };
export const WithoutLabels: Story = { args: errorSummaryExamples.withoutLabels };
/** With no errors nothing is rendered. */
export const NoErrors: Story = { args: { errors: [] } };
export const LongGerman: Story = { args: errorSummaryExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: errorSummaryExamples.cyrillic, globals: { locale: 'bg' } };

/** Every example's summary above its own fields (the last one rendered takes focus). */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-10">
      {Object.entries(errorSummaryExamples).map(([name, props]) => (
        <section key={name} aria-label={name}>
          <ErrorSummaryDemo {...props} prefix={`${name}-`} />
        </section>
      ))}
    </div>
  ),
};
