import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { ProgressBar, type ProgressBarProps } from './progress-bar';
import { progressBarExamples } from './progress-bar.examples';

const stepNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

function Questionnaire(props: ProgressBarProps) {
  const [current, setCurrent] = useState(props.current);
  return <ProgressBar {...props} current={current} onSelect={setCurrent} />;
}

describe('ProgressBar', () => {
  it.each(Object.entries(progressBarExamples))('is axe-clean as the %s example', async (_name, props) => {
    const { container } = render(<ProgressBar {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('labels each step with its number, the total and whether it is answered, and marks the current step', () => {
    render(<ProgressBar {...progressBarExamples.gaps} />);
    expect(screen.getByRole('navigation', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1 of 9, answered' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Question 2 of 9, not answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 5 of 9, not answered' })).toHaveAttribute('aria-current', 'step');
  });

  it('jumps to a question when its step is chosen by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ProgressBar {...progressBarExamples.middle} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Question 1 of 12, answered' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Question 9 of 12, not answered' }));
    expect(onSelect).toHaveBeenLastCalledWith(8);
  });

  describe('given one page holds every step', () => {
    it('shows no paging buttons', () => {
      render(<ProgressBar {...progressBarExamples.middle} />);
      expect(stepNames()).toHaveLength(12);
      expect(screen.queryByRole('button', { name: 'Show later questions' })).not.toBeInTheDocument();
    });
  });

  describe('given 30 steps on a 1024 px window (9 per page)', () => {
    it('shows the page of the current question, and pages by the earlier and later buttons', async () => {
      const user = userEvent.setup();
      render(<ProgressBar {...progressBarExamples.pagedDesktop} />);
      expect(stepNames()).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18']);

      await user.click(screen.getByRole('button', { name: 'Show later questions' }));
      expect(stepNames()).toEqual(['19', '20', '21', '22', '23', '24', '25', '26', '27']);
      await user.click(screen.getByRole('button', { name: 'Show later questions' }));
      expect(stepNames()).toEqual(['28', '29', '30']);
      const later = screen.getByRole('button', { name: 'Show later questions' });
      expect(later).toHaveAttribute('aria-disabled', 'true');
      await user.click(later);
      expect(stepNames()).toEqual(['28', '29', '30']);

      await user.click(screen.getByRole('button', { name: 'Show earlier questions' }));
      await user.click(screen.getByRole('button', { name: 'Show earlier questions' }));
      await user.click(screen.getByRole('button', { name: 'Show earlier questions' }));
      expect(stepNames()[0]).toBe('1');
      expect(screen.getByRole('button', { name: 'Show earlier questions' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('returns to the current question’s page when a step on another page is chosen', async () => {
      const user = userEvent.setup();
      render(<Questionnaire {...progressBarExamples.pagedDesktop} />);
      await user.click(screen.getByRole('button', { name: 'Show later questions' }));
      await user.click(screen.getByRole('button', { name: 'Question 20 of 30, not answered' }));
      expect(screen.getByRole('button', { name: 'Question 20 of 30, not answered' })).toHaveAttribute('aria-current', 'step');
      expect(stepNames()[0]).toBe('19');
    });
  });

  describe('given a phone-width window', () => {
    it('shows fewer steps per page than on a desktop', () => {
      render(<ProgressBar {...progressBarExamples.pagedPhone} />);
      expect(stepNames()).toEqual(['3', '4']);
      expect(screen.getByRole('button', { name: 'Question 4 of 30, not answered' })).toHaveAttribute('aria-current', 'step');
    });
  });
});
