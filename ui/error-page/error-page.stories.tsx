import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './error-page';
import { errorPageExamples } from './error-page.examples';

const meta = {
  title: 'Pages/Error page',
  component: ErrorPage,
  args: errorPageExamples.default,
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: errorPageExamples.default };
export const WithContactLink: Story = { args: errorPageExamples.withContact };
export const WithReference: Story = { args: errorPageExamples.withReference };
export const WithReferenceGerman: Story = { args: errorPageExamples.withReferenceGerman, globals: { locale: 'de' } };
/** The original page of the product was in Czech. */
export const Czech: Story = { args: errorPageExamples.withContact, globals: { locale: 'cs' } };
export const LongGerman: Story = { args: errorPageExamples.withContact, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: errorPageExamples.withContact, globals: { locale: 'bg' } };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <ErrorPage {...errorPageExamples.default} />
      <hr className="w-full border-border" />
      <ErrorPage {...errorPageExamples.withContact} />
      <hr className="w-full border-border" />
      <ErrorPage {...errorPageExamples.withReference} />
    </div>
  ),
};
