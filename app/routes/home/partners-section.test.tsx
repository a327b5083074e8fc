import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { PartnersSection } from './partners-section';

describe('the partner list of the site configuration', () => {
  it('links a partner with an address and lists one without an address as plain text', async () => {
    const { container } = renderWithProviders(
      <PartnersSection
        partners={[
          { name: 'Centre for Lifelong Learning Prague', country: 'CZ', url: 'https://example.org/cll' },
          { name: 'Sarajevo Skills Foundation', country: 'BA', url: null },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: /Centre for Lifelong Learning Prague.*opens in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://example.org/cll');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByText('Sarajevo Skills Foundation')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no partner section when none is configured', () => {
    renderWithProviders(<PartnersSection partners={[]} />);
    expect(screen.queryByRole('heading', { name: 'Project partners' })).toBeNull();
  });
});
