import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { RadioGroup, type RadioGroupProps } from './radio-group';
import { radioGroupExamples } from './radio-group.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

function Controlled(props: RadioGroupProps & { spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it.each(Object.entries(radioGroupExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<Controlled {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('groups the options under the legend', () => {
    render(<Controlled {...radioGroupExamples.withHint} />);
    const group = screen.getByRole('group', { name: 'Where do you live?' });
    expect(group).toHaveAccessibleDescription('Choose one.');
    expect(screen.getByRole('radio', { name: 'Immigrant' })).toHaveAccessibleDescription(
      'You moved to this country from another one.',
    );
  });

  describe('given the keyboard user tabs into the group', () => {
    it('chooses with Space and moves the choice with the arrow keys', async () => {
      const spy = vi.fn();
      render(<Controlled {...radioGroupExamples.default} spy={spy} />);
      await userEvent.tab();
      const citizen = screen.getByRole('radio', { name: 'Citizen' });
      expect(citizen).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(citizen).toBeChecked();
      await userEvent.keyboard('{ArrowDown}');
      const immigrant = screen.getByRole('radio', { name: 'Immigrant' });
      expect(immigrant).toHaveFocus();
      expect(immigrant).toBeChecked();
      expect(spy).toHaveBeenLastCalledWith('immigrant');
      await userEvent.keyboard('{ArrowUp}');
      expect(citizen).toBeChecked();
      expect(spy).toHaveBeenLastCalledWith('citizen');
    });
  });

  describe('given an error', () => {
    it('describes the group with the error and marks each radio invalid', () => {
      render(<Controlled {...radioGroupExamples.error} />);
      expect(screen.getByRole('group', { name: 'Where do you live?' })).toHaveAccessibleDescription(
        'Error: This field is required!',
      );
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeInvalid();
    });
  });

  describe('given it is disabled', () => {
    it('is skipped by Tab', async () => {
      render(
        <>
          <Controlled {...radioGroupExamples.disabled} />
          <button type="button">Next</button>
        </>,
      );
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    });
  });
});
