import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { i18nForTests } from '../../tests/setup/i18n';
import type { LinkRenderer } from '../link-button';
import { TopicCard } from './topic-card';
import { topicCardExamples } from './topic-card.examples';

beforeAll(() => {
  // Radix measures the tooltip trigger; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const card = () => screen.getByRole('article', { name: /Digital skills|Благополучие|Arbeitsplatz/ });

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

describe('TopicCard', () => {
  it.each(Object.entries(topicCardExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<TopicCard {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  describe('given a logged-out visitor and no attempt', () => {
    it('shows no status and offers to fill in the survey', () => {
      render(<TopicCard {...topicCardExamples.notDoneLoggedOut} />);
      expect(card()).not.toHaveTextContent('Not filled in yet');
      expect(screen.getByRole('link', { name: 'Fill in the survey: Digital skills' })).toHaveAttribute(
        'href',
        '#questionnaire?topic-id=1',
      );
      expect(screen.queryByRole('link', { name: /Start again/ })).not.toBeInTheDocument();
    });
  });

  describe('given a logged-in user and no attempt', () => {
    it('says the survey is not filled in yet', () => {
      render(<TopicCard {...topicCardExamples.notDoneLoggedIn} />);
      expect(card()).toHaveTextContent('Not filled in yet');
    });
  });

  describe('given an unfinished attempt', () => {
    it('says it is in progress and offers to continue', () => {
      render(<TopicCard {...topicCardExamples.inProgress} />);
      expect(card()).toHaveTextContent('In progress');
      expect(screen.getByRole('link', { name: 'Continue: Digital skills' })).toBeInTheDocument();
    });

    it('offers a retry link whose tooltip explains it when reached with the keyboard', async () => {
      const user = userEvent.setup();
      render(<TopicCard {...topicCardExamples.inProgressRetryable} />);
      await user.tab();
      await user.tab();
      const retry = screen.getByRole('link', { name: 'Start again: Digital skills' });
      expect(retry).toHaveFocus();
      expect(retry).toHaveAttribute('href', '#questionnaire?topic-id=1&retry=1');
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Starts this survey again from the first question.');
      expect(retry).toHaveAccessibleDescription(/Starts this survey again/);
    });

    it('hides the retry link from a logged-out visitor', () => {
      render(<TopicCard {...topicCardExamples.inProgressRetryable} loggedIn={false} />);
      expect(screen.queryByRole('link', { name: /Start again/ })).not.toBeInTheDocument();
    });
  });

  describe('given a completed attempt', () => {
    it('shows the completion date with hours and minutes, a results link and offers to fill in again', () => {
      render(<TopicCard {...topicCardExamples.done} />);
      expect(card()).toHaveTextContent(/Completed on 12 March 2025 at 14:30/);
      expect(screen.getByRole('link', { name: 'See your results: Digital skills' })).toHaveAttribute('href', '#result?id=k3x9');
      expect(screen.getByRole('link', { name: 'Fill in again: Digital skills' })).toBeInTheDocument();
    });

    it('shows it as the last completion when a new attempt is in progress', () => {
      render(<TopicCard {...topicCardExamples.doneAndInProgressAgain} />);
      expect(card()).toHaveTextContent('In progress');
      expect(card()).toHaveTextContent(/Last completed on 12 March 2025/);
      expect(screen.getByRole('link', { name: 'Continue: Digital skills' })).toBeInTheDocument();
    });

    it('formats the date in the current language', async () => {
      await i18nForTests.changeLanguage('cs');
      try {
        render(<TopicCard {...topicCardExamples.done} />);
        expect(card()).toHaveTextContent(/12\. března 2025 v 14:30/);
      } finally {
        await i18nForTests.changeLanguage('en');
      }
    });
  });

  describe('offline use', () => {
    it('offers "Prepare for offline" to a signed-in respondent and calls back', async () => {
      const user = userEvent.setup();
      const calls: string[] = [];
      render(<TopicCard {...topicCardExamples.notDoneLoggedIn} onPrepareOffline={() => calls.push('prepare')} />);
      await user.click(screen.getByRole('button', { name: 'Prepare for offline: Digital skills' }));
      expect(calls).toEqual(['prepare']);
    });

    it('says a kept attempt can be continued offline, and no longer offers to prepare it', () => {
      render(<TopicCard {...topicCardExamples.offlineReady} />);
      expect(card()).toHaveTextContent('Can be continued offline on this device');
      expect(screen.queryByRole('button', { name: /Prepare for offline/ })).not.toBeInTheDocument();
    });

    it('shows a completion made offline as waiting to be sent instead of in progress', () => {
      render(<TopicCard {...topicCardExamples.waitingToSend} />);
      expect(card()).toHaveTextContent('Completed on this device – waiting to be sent');
      expect(card()).not.toHaveTextContent('In progress');
    });
  });

  it('renders its links with the given renderer, so the app can use router links', () => {
    const renderLink: LinkRenderer = ({ href, children, ...rest }) => (
      <a {...rest} href={`/app${href.slice(1)}`} data-router="yes">
        {children}
      </a>
    );
    render(<TopicCard {...topicCardExamples.done} renderLink={renderLink} />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
  });
});
