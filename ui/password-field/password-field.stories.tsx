import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField } from './password-field';
import { passwordFieldExamples } from './password-field.examples';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: passwordFieldExamples.default,
} satisfies Meta<typeof PasswordField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: passwordFieldExamples.default };
export const WithHint: Story = { args: passwordFieldExamples.withHint };
export const Filled: Story = { args: passwordFieldExamples.filled };
export const Shown: Story = { args: passwordFieldExamples.shown };
export const WithError: Story = { args: passwordFieldExamples.error };
export const Disabled: Story = { args: passwordFieldExamples.disabled };
export const WithoutToggle: Story = { args: passwordFieldExamples.withoutToggle };
export const LongGerman: Story = { args: passwordFieldExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: passwordFieldExamples.cyrillic, globals: { locale: 'bg' } };

/** One toggle shows both the password and its confirmation (spec: per-form toggle). */
export const SharedToggle: Story = {
  render: function SharedToggleStory() {
    const [shown, setShown] = useState(false);
    return (
      <div className="flex max-w-xl flex-col gap-6">
        <PasswordField label="Password" autoComplete="new-password" shown={shown} onShownChange={setShown} />
        <PasswordField label="Confirm password" autoComplete="new-password" shown={shown} toggle={false} />
      </div>
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-6">
      {Object.entries(passwordFieldExamples).map(([name, props]) => (
        <PasswordField key={name} {...props} />
      ))}
    </div>
  ),
};
