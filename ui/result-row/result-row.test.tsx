import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { i18nForTests } from '../../tests/setup/i18n';
import { ResultRow } from './result-row';
import { resultRowExamples } from './result-row.examples';

// The first axe run of a file loads axe-core; on a busy machine that exceeds vitest's 5 s default.
const axeTimeout = 30_000;

describe('ResultRow', () => {
  it.each(Object.entries(resultRowExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<ResultRow {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    axeTimeout,
  );

  describe('given the current attempt only', () => {
    it('shows the numbered sub-topic, level of n, level title, points to one decimal and the recommendation', () => {
      render(<ResultRow {...resultRowExamples.current} />);
      const row = screen.getByRole('article', { name: '4. Safety' });
      expect(row).toHaveTextContent('Level 2 of 3');
      expect(row).toHaveTextContent('Good basics');
      expect(row).toHaveTextContent('Points: 3.3 / 5.0');
      expect(row).toHaveTextContent('What you can do');
      expect(row).toHaveTextContent(/Turn on two-step login/);
      expect(row).not.toHaveTextContent('Previous result');
      expect(row).not.toHaveTextContent('Getting started');
    });
  });

  describe('given the previous attempt is shown', () => {
    it('shows its level, title and points beside the current ones', () => {
      render(<ResultRow {...resultRowExamples.previousShown} />);
      const row = screen.getByRole('article', { name: '4. Safety' });
      expect(row).toHaveTextContent('Previous result');
      expect(row).toHaveTextContent('Level 1 of 3');
      expect(row).toHaveTextContent('Getting started');
      expect(row).toHaveTextContent('Points: 1.3 / 5.0');
    });

    it('shows nothing extra on a first attempt', () => {
      render(<ResultRow {...resultRowExamples.firstAttempt} />);
      expect(screen.queryByText('Previous result')).not.toBeInTheDocument();
    });
  });

  it('draws the level as filled and hollow circles, shapes that print without background graphics', () => {
    const { container } = render(<ResultRow {...resultRowExamples.current} />);
    const marks = [...container.querySelectorAll('svg[aria-hidden="true"] circle')].map((c) => c.getAttribute('data-level-dot'));
    expect(marks).toEqual(['filled', 'filled', 'hollow']);
  });

  it('writes points with the decimal separator of the current language', async () => {
    await i18nForTests.changeLanguage('de');
    try {
      render(<ResultRow {...resultRowExamples.current} />);
      expect(screen.getByRole('article')).toHaveTextContent('3,3 / 5,0');
    } finally {
      await i18nForTests.changeLanguage('en');
    }
  });
});
