import type { Meta, StoryObj } from '@storybook/react-vite';
import { dropdownExamples, StatefulDropdown } from './dropdown.examples';

const meta = {
  title: 'Forms/Dropdown',
  component: StatefulDropdown,
  args: dropdownExamples.default,
  // Open lists overlap what follows; leave them room.
  decorators: [(Story) => <div className="min-h-[30rem] max-w-xl">{Story()}</div>],
} satisfies Meta<typeof StatefulDropdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: dropdownExamples.default };
export const WithHint: Story = { args: dropdownExamples.withHint };
export const Filled: Story = { args: dropdownExamples.filled };
export const Open: Story = { args: dropdownExamples.open };
export const WithError: Story = { args: dropdownExamples.error };
export const Disabled: Story = { args: dropdownExamples.disabled };
export const WithDisabledOption: Story = { args: dropdownExamples.withDisabledOption };
export const Multiple: Story = { args: dropdownExamples.multiple };
export const MultipleOpen: Story = { args: dropdownExamples.multipleOpen };
export const MultipleWithError: Story = { args: dropdownExamples.multipleError };
export const LongGerman: Story = { args: dropdownExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: dropdownExamples.cyrillic, globals: { locale: 'bg' } };

/** Every closed state; the open states have their own stories, as only one list can be open at a time. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.entries(dropdownExamples).map(([name, props]) => (
        <StatefulDropdown key={name} {...props} defaultOpen={false} />
      ))}
    </div>
  ),
};
