import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { PasswordField } from './password-field';
import { passwordFieldExamples } from './password-field.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

const passwordBox = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** A form with one toggle for both password fields (spec: password visibility is per form). */
function PasswordPairForm() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <PasswordField label="Password" shown={shown} onShownChange={setShown} />
      <PasswordField label="Confirm password" shown={shown} toggle={false} />
    </>
  );
}

describe('PasswordField', () => {
  it.each(Object.entries(passwordFieldExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<PasswordField {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given a hidden password', () => {
    it('shows it when the toggle is pressed from the keyboard and hides it again', async () => {
      render(<PasswordField label="Password" defaultValue="secret123" />);
      expect(passwordBox('Password')).toHaveAttribute('type', 'password');
      await userEvent.tab();
      await userEvent.tab();
      const toggle = screen.getByRole('button', { name: 'Show password' });
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await userEvent.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(passwordBox('Password')).toHaveAttribute('type', 'text');
      expect(passwordBox('Password')).toHaveValue('secret123');

      await userEvent.keyboard(' ');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(passwordBox('Password')).toHaveAttribute('type', 'password');
    });
  });

  describe('given one toggle shared by two fields', () => {
    it('shows both passwords together', async () => {
      render(<PasswordPairForm />);
      expect(screen.getAllByRole('button')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(passwordBox('Password')).toHaveAttribute('type', 'text');
      expect(passwordBox('Confirm password')).toHaveAttribute('type', 'text');
    });
  });

  describe('given an error', () => {
    it('is invalid and describes hint and error', () => {
      render(<PasswordField {...passwordFieldExamples.error} />);
      const input = passwordBox('Password');
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('At least 8 characters. Error: This field is required!');
    });
  });
});
