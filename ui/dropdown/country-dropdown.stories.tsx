import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryExamples, StatefulCountry } from './dropdown.examples';

const meta = {
  title: 'Forms/Dropdown/Country',
  component: StatefulCountry,
  args: countryExamples.default,
  decorators: [(Story) => <div className="min-h-[30rem] max-w-xl">{Story()}</div>],
} satisfies Meta<typeof StatefulCountry>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: countryExamples.default };
export const Filled: Story = { args: countryExamples.filled };
export const Open: Story = { args: countryExamples.open };
export const Searching: Story = { args: countryExamples.searching };
export const NoMatches: Story = { args: countryExamples.noMatches };
export const WithError: Story = { args: countryExamples.error };
export const Disabled: Story = { args: countryExamples.disabled };
export const Kosovo: Story = { args: countryExamples.kosovo };
/** Names follow the language: German names, sorted the German way. */
export const LongGerman: Story = {
  args: {
    label: 'Staatsangehörigkeitsland (Wohnsitzstaat)',
    hint: 'Tippen Sie, um die Liste einzugrenzen.',
    value: 'DE',
    defaultOpen: true,
  },
  globals: { locale: 'de' },
};
export const Cyrillic: Story = { args: { label: 'Държава', value: 'BG', defaultOpen: true }, globals: { locale: 'bg' } };
export const Serbian: Story = { args: { label: 'Држава', value: 'RS', defaultOpen: true }, globals: { locale: 'sr' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.entries(countryExamples).map(([name, props]) => (
        <StatefulCountry key={name} {...props} defaultOpen={false} defaultQuery={undefined} />
      ))}
    </div>
  ),
};
