import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Button } from '../button';
import { Tooltip } from './tooltip';
import { tooltipExamples } from './tooltip.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

beforeAll(() => {
  // Radix measures the trigger; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const tip = 'Start this survey again from the first question.';

describe('Tooltip', () => {
  it.each(Object.entries(tooltipExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      render(<Tooltip {...props} />);
      expect(await axeViolations(document.body)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given the keyboard user tabs to the trigger', () => {
    it('opens on focus, describes the trigger, and closes on Escape', async () => {
      render(
        <Tooltip content={tip}>
          <Button>Retry</Button>
        </Tooltip>,
      );
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await userEvent.tab();
      const trigger = screen.getByRole('button', { name: 'Retry' });
      expect(trigger).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tip);
      expect(trigger).toHaveAccessibleDescription(tip);

      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });
  });

  describe('given a mouse user', () => {
    it('opens on hover and closes when the pointer moves away', async () => {
      render(
        <>
          <Tooltip content={tip} delayDuration={0}>
            <Button>Retry</Button>
          </Tooltip>
          <p>Elsewhere on the page</p>
        </>,
      );
      const trigger = screen.getByRole('button', { name: 'Retry' });
      await userEvent.hover(trigger);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tip);
      await userEvent.unhover(trigger);
      // Radix keeps the tip while the pointer travels towards it; moving elsewhere closes it.
      await userEvent.pointer({ target: screen.getByText('Elsewhere on the page'), coords: { clientX: 400, clientY: 400 } });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
  });
});
