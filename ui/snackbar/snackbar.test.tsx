import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../contract/limits';
import { axeViolations } from '../../tests/setup/axe';
import { Snackbar } from './snackbar';
import { snackbarExamples } from './snackbar.examples';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Snackbar', () => {
  it.each(Object.entries(snackbarExamples))('is axe-clean as the %s example', async (_name, props) => {
    const { container } = render(<Snackbar {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('given no message yet', () => {
    it('already has both live regions in the page, empty, so a later message is announced', () => {
      const { rerender } = render(<Snackbar {...snackbarExamples.closed} />);
      const status = screen.getByRole('status');
      const alert = screen.getByRole('alert');
      expect(status).toBeEmptyDOMElement();
      expect(alert).toBeEmptyDOMElement();

      rerender(<Snackbar {...snackbarExamples.success} />);
      expect(screen.getByRole('status')).toBe(status);
      expect(within(status).getByRole('button')).toHaveAccessibleName('Success: Your details were saved');
      expect(alert).toBeEmptyDOMElement();

      rerender(<Snackbar {...snackbarExamples.error} />);
      expect(screen.getByRole('alert')).toBe(alert);
      expect(within(alert).getByRole('button')).toHaveAccessibleName('Error: Something went wrong, please try again');
      expect(status).toBeEmptyDOMElement();
    });
  });

  describe('given a message the page already shows and announces itself', () => {
    it('shows it outside the live regions, so screen readers hear it once', () => {
      render(<Snackbar {...snackbarExamples.error} announce={false} />);
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByRole('button')).toHaveAccessibleName('Error: Something went wrong, please try again');
    });
  });

  it('names its type in words, not by colour alone', () => {
    render(<Snackbar {...snackbarExamples.info} />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Information: You have been logged out');
  });

  describe('given the timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('stays for 4000 ms, fades for 300 ms, then closes', () => {
      const onClose = vi.fn();
      render(<Snackbar {...snackbarExamples.success} onClose={onClose} />);
      const card = screen.getByRole('button');
      advance(limits.snackbarMs - 1);
      expect(card).toHaveAttribute('data-phase', 'shown');
      advance(1);
      expect(card).toHaveAttribute('data-phase', 'fading');
      advance(limits.snackbarFadeMs - 1);
      expect(onClose).not.toHaveBeenCalled();
      advance(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes at once on a click, and not again later', () => {
      const onClose = vi.fn();
      const { rerender } = render(<Snackbar {...snackbarExamples.error} onClose={onClose} />);
      fireEvent.click(screen.getByRole('button', { name: /Something went wrong/ }));
      expect(onClose).toHaveBeenCalledTimes(1);
      rerender(<Snackbar {...snackbarExamples.error} open={false} onClose={onClose} />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      advance(limits.snackbarMs + limits.snackbarFadeMs);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('skips the fade when the user prefers reduced motion', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
      const onClose = vi.fn();
      render(<Snackbar {...snackbarExamples.info} onClose={onClose} />);
      advance(limits.snackbarMs - 1);
      expect(onClose).not.toHaveBeenCalled();
      advance(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button')).toHaveAttribute('data-phase', 'shown');
    });

    it('is held while hovered or focused, and gets its full time again after', () => {
      const onClose = vi.fn();
      render(<Snackbar {...snackbarExamples.info} onClose={onClose} />);
      const card = screen.getByRole('button');
      advance(3000);
      fireEvent.mouseEnter(card);
      advance(20_000);
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.mouseLeave(card);
      fireEvent.focus(card);
      advance(20_000);
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.blur(card);
      advance(limits.snackbarMs + limits.snackbarFadeMs - 1);
      expect(onClose).not.toHaveBeenCalled();
      advance(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('restarts its time when a new message replaces the shown one', () => {
      const onClose = vi.fn();
      const { rerender } = render(<Snackbar {...snackbarExamples.info} onClose={onClose} />);
      advance(3000);
      rerender(<Snackbar {...snackbarExamples.success} onClose={onClose} />);
      advance(limits.snackbarMs + limits.snackbarFadeMs - 1);
      expect(onClose).not.toHaveBeenCalled();
      advance(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('regression: a snackbar closed while hovered does not hold the next one', () => {
      const onClose = vi.fn();
      const { rerender } = render(<Snackbar {...snackbarExamples.info} onClose={onClose} />);
      fireEvent.mouseEnter(screen.getByRole('button'));
      rerender(<Snackbar {...snackbarExamples.info} open={false} onClose={onClose} />);
      rerender(<Snackbar {...snackbarExamples.info} onClose={onClose} />);
      advance(limits.snackbarMs + limits.snackbarFadeMs);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('never closes by itself when auto-dismiss is off', () => {
      const onClose = vi.fn();
      render(<Snackbar {...snackbarExamples.success} autoDismiss={false} onClose={onClose} />);
      advance(60_000);
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('button')).toHaveAttribute('data-phase', 'shown');
    });
  });

  describe('given a reference to quote', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('announces the message with the whole reference and stays until its Close button', () => {
      const onClose = vi.fn();
      render(<Snackbar {...snackbarExamples.withReference} onClose={onClose} />);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Error: An unexpected error occurred');
      expect(alert).toHaveTextContent(
        `If you contact us, please quote this reference:${snackbarExamples.withReference.reference.id}`,
      );
      fireEvent.click(screen.getByText('An unexpected error occurred'));
      advance(10 * 60_000);
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  it('can be reached and closed from the keyboard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Snackbar {...snackbarExamples.success} onClose={onClose} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Your details were saved/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
