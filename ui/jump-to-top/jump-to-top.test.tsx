import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { JumpToTop } from './jump-to-top';
import { jumpToTopExamples } from './jump-to-top.examples';

const scrollPageTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('JumpToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(Object.entries(jumpToTopExamples))('is axe-clean as the %s example, scrolled down', async (_name, props) => {
    const { container } = render(<JumpToTop {...props} />);
    scrollPageTo(400);
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('given the phone layout', () => {
    it('appears only once the page is scrolled more than 150 px, and hides again near the top', () => {
      render(<JumpToTop isPhone />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      scrollPageTo(150);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      scrollPageTo(151);
      expect(screen.getByRole('button', { name: 'Back to the top' })).toBeInTheDocument();
      scrollPageTo(20);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('scrolls smoothly to the top and moves focus to the given target', async () => {
      const user = userEvent.setup();
      render(
        <>
          <h1 id="question-heading" tabIndex={-1}>
            Question 4
          </h1>
          <JumpToTop {...jumpToTopExamples.phoneWithFocusTarget} />
        </>,
      );
      scrollPageTo(400);
      await user.click(screen.getByRole('button', { name: 'Back to the top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      expect(screen.getByRole('heading', { name: 'Question 4' })).toHaveFocus();
    });

    it('jumps without animation when the user prefers reduced motion', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
      const user = userEvent.setup();
      render(<JumpToTop isPhone />);
      scrollPageTo(400);
      await user.click(screen.getByRole('button', { name: 'Back to the top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    });
  });

  describe('given the desktop layout', () => {
    it('never appears', () => {
      render(<JumpToTop isPhone={false} />);
      scrollPageTo(2000);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given no layout flag', () => {
    it('follows the window width: shown under 820 px only', () => {
      vi.stubGlobal('innerWidth', 819);
      const { unmount } = render(<JumpToTop />);
      scrollPageTo(400);
      expect(screen.getByRole('button', { name: 'Back to the top' })).toBeInTheDocument();
      unmount();
      vi.stubGlobal('innerWidth', 820);
      render(<JumpToTop />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });
});
