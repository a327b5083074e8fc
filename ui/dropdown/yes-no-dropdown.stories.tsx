import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatefulYesNo, yesNoExamples } from './dropdown.examples';

const meta = {
  title: 'Forms/Dropdown/YesNo',
  component: StatefulYesNo,
  args: yesNoExamples.default,
  decorators: [(Story) => <div className="min-h-64 max-w-xl">{Story()}</div>],
} satisfies Meta<typeof StatefulYesNo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: yesNoExamples.default };
export const Yes: Story = { args: yesNoExamples.yes };
export const OpenOnNo: Story = { args: yesNoExamples.openOnNo };
export const WithError: Story = { args: yesNoExamples.error };
export const LongGerman: Story = {
  args: { label: 'Sind Sie derzeit sozialversicherungspflichtig beschäftigt?', value: false, defaultOpen: true },
  globals: { locale: 'de' },
};
export const Cyrillic: Story = { args: yesNoExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.entries(yesNoExamples).map(([name, props]) => (
        <StatefulYesNo key={name} {...props} defaultOpen={false} />
      ))}
    </div>
  ),
};
