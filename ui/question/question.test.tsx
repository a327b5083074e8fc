import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { questionExamples, StatefulQuestion } from './question.examples';
import { QuestionView } from './question-view';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

describe('QuestionView', () => {
  it.each(Object.entries(questionExamples))(
    'is axe-clean as the %s example',
    async (_name, example) => {
      const { container } = render(<QuestionView {...example} onAnswer={() => {}} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  it('shows the numbered question text as a heading and the images with their alternative texts', () => {
    render(<QuestionView {...questionExamples.ocaWithImages} onAnswer={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: '1. How often do you use e-mail at work?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A laptop on a desk' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture 2 for this question' })).toBeInTheDocument();
  });
});

describe('given a single-choice (OCA) question', () => {
  it('is a named radio group answered with the keyboard, reporting the option id', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.ocaUnanswered} onAnswer={onAnswer} />);
    const group = screen.getByRole('group', { name: '1. How often do you use e-mail at work?' });
    expect(group).toHaveAccessibleDescription('Choose one answer.');
    await user.tab();
    expect(within(group).getByRole('radio', { name: 'Every day' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith(11, undefined);
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'A few times a week' })).toBeChecked();
    expect(onAnswer).toHaveBeenLastCalledWith(12, undefined);
  });
});

describe('given a scale (SCL) question', () => {
  it('lists a reversed statement’s grades as they come, strongly disagree first, though they score downwards', () => {
    const reversed = questionExamples.sclUnanswered.question;
    if (reversed.type !== 'SCL') throw new Error('the example has changed');
    const downwards = reversed.scl_options.map((o, index, all) => ({ ...o, point: all.length - 1 - index }));
    render(<StatefulQuestion question={{ ...reversed, scl_options: downwards }} number={5} onAnswer={vi.fn()} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
  });

  it('lists the grades in the order they come and reports the chosen grade id', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.sclUnanswered} onAnswer={onAnswer} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree']);
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    expect(onAnswer).toHaveBeenLastCalledWith(54, undefined);
  });
});

describe('given a multiple-choice (MCA) question that allows "none"', () => {
  it('makes "None of the above" exclusive and lets any choice be toggled off', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.mcaUnanswered} onAnswer={onAnswer} />);
    const smartphone = screen.getByRole('checkbox', { name: 'A smartphone' });
    const tablet = screen.getByRole('checkbox', { name: 'A tablet' });
    const none = screen.getByRole('checkbox', { name: 'None of the above' });

    await user.click(smartphone);
    await user.click(tablet);
    expect(onAnswer).toHaveBeenLastCalledWith([21, 23], undefined);

    await user.click(none);
    expect(onAnswer).toHaveBeenLastCalledWith([0], undefined);
    expect(none).toBeChecked();
    expect(smartphone).not.toBeChecked();
    expect(tablet).not.toBeChecked();

    await user.click(tablet);
    expect(onAnswer).toHaveBeenLastCalledWith([23], undefined);
    expect(none).not.toBeChecked();

    await user.click(tablet);
    expect(onAnswer).toHaveBeenLastCalledWith([], undefined);
  });

  it('works from the keyboard with Space', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.mcaAnswered} onAnswer={onAnswer} />);
    screen.getByRole('checkbox', { name: 'None of the above' }).focus();
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith([0], undefined);
  });
});

describe('given an assignment (ASG) question', () => {
  it('reports the whole map of row ids to option ids, 0 for rows not answered yet', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<StatefulQuestion {...questionExamples.asgUnanswered} onAnswer={onAnswer} />);
    const report = screen.getByRole('combobox', { name: 'Share a long report' });
    expect(report).toHaveDisplayValue('Choose…');

    await user.selectOptions(report, 'E-mail with an attachment');
    expect(onAnswer).toHaveBeenLastCalledWith({ '61': 0, '62': 72, '63': 0 }, undefined);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Talk face to face with a colleague abroad' }), 'Video call');
    expect(onAnswer).toHaveBeenLastCalledWith({ '61': 71, '62': 72, '63': 0 }, undefined);
  });

  it('shows saved answers in each row', () => {
    render(<QuestionView {...questionExamples.asgPartlyAnswered} onAnswer={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Talk face to face with a colleague abroad' })).toHaveDisplayValue('Video call');
    expect(screen.getByRole('combobox', { name: 'Plan a meeting date' })).toHaveDisplayValue('Choose…');
  });
});
