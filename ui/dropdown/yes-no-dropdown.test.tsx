import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { StatefulYesNo, yesNoExamples } from './dropdown.examples';
import { booleanToYesNo, yesNoToBoolean } from './yes-no-dropdown';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('YesNoDropdown', () => {
  it.each(Object.entries(yesNoExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<StatefulYesNo {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('reports the choice as a boolean', async () => {
    const onValue = vi.fn();
    render(<StatefulYesNo {...yesNoExamples.default} onValue={onValue} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('combobox', { name: 'Are you employed?' })).toHaveTextContent('No');
  });

  it('shows a boolean value as Yes or No', () => {
    render(<StatefulYesNo {...yesNoExamples.yes} />);
    expect(screen.getByRole('combobox', { name: 'Are you employed?' })).toHaveTextContent('Yes');
  });

  it('maps between booleans and yes/no', () => {
    expect(booleanToYesNo(true)).toBe('yes');
    expect(booleanToYesNo(false)).toBe('no');
    expect(booleanToYesNo(null)).toBeNull();
    expect(booleanToYesNo(undefined)).toBeNull();
    expect(yesNoToBoolean('yes')).toBe(true);
    expect(yesNoToBoolean('no')).toBe(false);
  });
});
