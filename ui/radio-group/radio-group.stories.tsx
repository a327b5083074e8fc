import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from './radio-group';
import { radioGroupExamples } from './radio-group.examples';

/** Keeps the chosen value in story state, so the stories behave like a form. */
function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value ?? null);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/RadioGroup',
  component: ControlledRadioGroup,
  args: radioGroupExamples.default,
} satisfies Meta<typeof ControlledRadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: radioGroupExamples.default };
export const WithHint: Story = { args: radioGroupExamples.withHint };
export const Filled: Story = { args: radioGroupExamples.filled };
export const WithError: Story = { args: radioGroupExamples.error };
export const Disabled: Story = { args: radioGroupExamples.disabled };
export const Inline: Story = { args: radioGroupExamples.inline };
export const LongGerman: Story = { args: radioGroupExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: radioGroupExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-8">
      {Object.entries(radioGroupExamples).map(([name, props]) => (
        <ControlledRadioGroup key={name} {...props} name={`all-${name}`} />
      ))}
    </div>
  ),
};
