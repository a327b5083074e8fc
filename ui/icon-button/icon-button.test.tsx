import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { IconButton } from './icon-button';
import { iconButtonExamples } from './icon-button.examples';
import { CloseIcon } from './icons';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('IconButton', () => {
  it.each(Object.entries(iconButtonExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<IconButton {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('is named by its label and hides the icon', () => {
    const { container } = render(<IconButton icon={<CloseIcon />} label="Close" />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is activated by Enter and Space', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={<CloseIcon />} label="Close" onClick={onClick} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
