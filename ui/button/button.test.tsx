import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Button } from './button';
import { buttonExamples } from './button.examples';

describe('Button', () => {
  it.each(Object.entries(buttonExamples))('is axe-clean as the %s example', async (_name, props) => {
    const { container } = render(<Button {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is activated by Enter and Space from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save details</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  describe('given it is loading', () => {
    it('announces that it is busy and ignores clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Export
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Export/ });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAccessibleName('Export, Loading…');
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });
});
