import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { ErrorPage } from './error-page';
import { errorPageExamples } from './error-page.examples';

describe('ErrorPage', () => {
  it.each(Object.entries(errorPageExamples))('is axe-clean as the %s example', async (_name, props) => {
    const { container } = render(<ErrorPage {...props} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says something went wrong, apologises, asks to try later and suggests what to do', () => {
    render(<ErrorPage {...errorPageExamples.default} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry. The page could not be shown.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Check your internet connection.')).toBeInTheDocument();
    expect(screen.getByText('If the problem persists, contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reloads from the keyboard', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<ErrorPage onReload={onReload} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  describe('given a reference to quote', () => {
    it('shows the sentence and the whole id under the advice', () => {
      render(<ErrorPage {...errorPageExamples.withReference} />);
      const { label, id } = errorPageExamples.withReference.reference;
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByText(id)).toBeInTheDocument();
    });
  });

  describe('given a support address', () => {
    it('links to it', () => {
      render(<ErrorPage {...errorPageExamples.withContact} />);
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@example.org');
    });
  });
});
