import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { questionExamples, StatefulQuestion } from './question.examples';

const fieldName = '3. What would help you most to learn a new computer program?';

describe('given a free-text (TXT) question', () => {
  it('labels the text area with the numbered question and counts the characters', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.txtUnanswered} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: fieldName });
    await user.type(field, 'A course');
    expect(onAnswer).toHaveBeenLastCalledWith('A course', { pasted: false });
    expect(field).toHaveAccessibleDescription('8 of 1024 characters used');
  });

  describe('when the answer grows past 1024 characters', () => {
    it('shows the too-long message as an inline alert, marks the field invalid and reports the whole text, never cut', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.txtUnanswered} onAnswer={onAnswer} />);
      const field = screen.getByRole('textbox', { name: fieldName });
      await user.click(field);
      await user.paste('a'.repeat(1020));
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      const calls = onAnswer.mock.calls.length;

      await user.type(field, 'bcdef');
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Error: Your answer is too long. Please shorten it to 1024 characters or fewer!');
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(/too long.*1025 of 1024 characters used/);
      // Every key is reported, the "f" past the limit too: the caller keeps the whole text.
      expect(onAnswer).toHaveBeenCalledTimes(calls + 5);
      expect(onAnswer.mock.lastCall?.[0]).toBe(`${'a'.repeat(1020)}bcdef`);

      await user.keyboard('{Backspace}');
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(field).toBeValid();
    });

    it('starts in the error state when a saved answer is already too long', () => {
      render(<StatefulQuestion {...questionExamples.txtTooLong} />);
      expect(screen.getByRole('alert')).toHaveTextContent(/too long/);
    });
  });

  describe('when text is pasted', () => {
    it('flags the answer as pasted while its length stays within 90% to 110% of the pasted length', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.txtUnanswered} onAnswer={onAnswer} />);
      const field = screen.getByRole('textbox', { name: fieldName });
      await user.click(field);
      await user.paste('Twenty characters!!!');
      expect(onAnswer).toHaveBeenLastCalledWith('Twenty characters!!!', { pasted: true });

      await user.type(field, '12');
      expect(onAnswer).toHaveBeenLastCalledWith('Twenty characters!!!12', { pasted: true });

      await user.type(field, '3');
      expect(onAnswer).toHaveBeenLastCalledWith('Twenty characters!!!123', { pasted: false });
    });

    it('does not flag a long typed answer with a short paste inside it', async () => {
      const user = userEvent.setup();
      const onAnswer = vi.fn();
      render(<StatefulQuestion {...questionExamples.txtUnanswered} onAnswer={onAnswer} />);
      const field = screen.getByRole('textbox', { name: fieldName });
      await user.type(field, 'I typed this sentence myself. ');
      await user.paste('Pasted');
      expect(onAnswer).toHaveBeenLastCalledWith('I typed this sentence myself. Pasted', { pasted: false });
    });
  });
});
