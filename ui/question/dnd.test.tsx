import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionExamples, StatefulQuestion } from './question.examples';

// Shown order of the dndUnanswered example (ids 43, 41, 44, 42).
const shownOrder = [
  'Type the new password twice',
  'Open the account settings',
  'Save and log in again',
  'Type your old password',
];
const itemTexts = () =>
  screen.getAllByRole('listitem').map((item) =>
    within(item)
      .getByRole('button', { name: /^Drag to move: / })
      .getAttribute('aria-label')
      ?.replace('Drag to move: ', ''),
  );

describe('given an ordering (DND) question', () => {
  it('numbers the items and offers a drag handle and Move up / Move down buttons on every item', () => {
    render(<StatefulQuestion {...questionExamples.dndUnanswered} />);
    expect(itemTexts()).toEqual(shownOrder);
    for (const text of shownOrder) {
      expect(screen.getByRole('button', { name: `Drag to move: ${text}` })).toHaveAttribute(
        'aria-roledescription',
        'movable item',
      );
      expect(screen.getByRole('button', { name: `Move up: ${text}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Move down: ${text}` })).toBeInTheDocument();
    }
  });

  describe('when an item is moved with the Move buttons from the keyboard', () => {
    it('reports the new order, announces the new position and keeps focus on the button', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.dndUnanswered} onAnswer={onAnswer} />);
      const moveDown = screen.getByRole('button', { name: 'Move down: Open the account settings' });
      moveDown.focus();
      await user.keyboard('{Enter}');

      expect(onAnswer).toHaveBeenLastCalledWith([43, 44, 41, 42], undefined);
      expect(itemTexts()).toEqual([shownOrder[0], shownOrder[2], shownOrder[1], shownOrder[3]]);
      expect(screen.getByText('Open the account settings is now at position 3 of 4.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move down: Open the account settings' })).toHaveFocus();

      await user.keyboard(' ');
      expect(onAnswer).toHaveBeenLastCalledWith([43, 44, 42, 41], undefined);
      expect(screen.getByText('Open the account settings is now at position 4 of 4.')).toBeInTheDocument();
      const lastDown = screen.getByRole('button', { name: 'Move down: Open the account settings' });
      expect(lastDown).toHaveFocus();
      expect(lastDown).toHaveAttribute('aria-disabled', 'true');

      // At the end of the list the button stays focusable but does nothing.
      await user.keyboard('{Enter}');
      expect(onAnswer).toHaveBeenCalledTimes(2);

      await user.click(screen.getByRole('button', { name: 'Move up: Type your old password' }));
      expect(onAnswer).toHaveBeenLastCalledWith([43, 42, 44, 41], undefined);
    });

    it('does nothing when the first item is moved up', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.dndUnanswered} onAnswer={onAnswer} />);
      const firstUp = screen.getByRole('button', { name: `Move up: ${shownOrder[0]}` });
      expect(firstUp).toHaveAttribute('aria-disabled', 'true');
      await user.click(firstUp);
      expect(onAnswer).not.toHaveBeenCalled();
    });
  });

  describe('when the shown order is already right', () => {
    it('lets the respondent keep it as the answer and confirms it', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.dndUnanswered} onAnswer={onAnswer} />);
      await user.click(screen.getByRole('button', { name: 'Keep this order as my answer' }));
      expect(onAnswer).toHaveBeenLastCalledWith([43, 41, 44, 42], undefined);
      expect(screen.getByText('This order is saved as your answer.')).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Keep this order as my answer' })).not.toBeInTheDocument();
    });

    it('does not offer the button once the question has an answer', () => {
      render(<StatefulQuestion {...questionExamples.dndAnswered} />);
      expect(screen.queryByRole('button', { name: 'Keep this order as my answer' })).not.toBeInTheDocument();
    });
  });

  describe('when an item is picked up with the keyboard (dnd-kit keyboard sensor)', () => {
    // jsdom has no layout: give each list item a box by its place in the list, as a browser would.
    const original = HTMLElement.prototype.getBoundingClientRect;
    beforeEach(() => {
      HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
        const item = this.closest('li');
        const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
        const top = index < 0 ? 0 : index * 100;
        const height = index < 0 ? 0 : 80;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          width: 400,
          height,
          right: 400,
          bottom: top + height,
          toJSON: () => ({}),
        } as DOMRect;
      };
    });
    afterEach(() => {
      HTMLElement.prototype.getBoundingClientRect = original;
    });

    it('moves it with the arrow keys, drops it with Space and announces each step', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.dndUnanswered} onAnswer={onAnswer} />);
      const handle = screen.getByRole('button', { name: 'Drag to move: Type the new password twice' });
      expect(handle).toHaveAccessibleDescription(/press Space or Enter to pick it up/);
      handle.focus();

      await user.keyboard(' ');
      expect(await screen.findByText('You picked up Type the new password twice. It is at position 1 of 4.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByText('Type the new password twice is over position 2 of 4.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');

      expect(onAnswer).toHaveBeenLastCalledWith([41, 44, 43, 42], undefined);
      expect(await screen.findByText('Type the new password twice was put down at position 3 of 4.')).toBeInTheDocument();
    });

    it('puts the item back when Escape cancels the move', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.dndUnanswered} onAnswer={onAnswer} />);
      screen.getByRole('button', { name: 'Drag to move: Save and log in again' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      await user.keyboard('{Escape}');
      expect(onAnswer).not.toHaveBeenCalled();
      expect(await screen.findByText('Moving cancelled. Save and log in again is back at position 3 of 4.')).toBeInTheDocument();
    });
  });
});
