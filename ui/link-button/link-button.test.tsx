import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { LinkButton } from './link-button';
import { linkButtonExamples } from './link-button.examples';
import { LinkRenderProvider, type LinkRenderProps } from './link-render';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

describe('LinkButton', () => {
  it.each(Object.entries(linkButtonExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      const { container } = render(<LinkButton {...props} />);
      expect(await axeViolations(container)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given no link renderer', () => {
    it('is a plain link styled as a button', () => {
      render(<LinkButton href="/register">Register</LinkButton>);
      const link = screen.getByRole('link', { name: 'Register' });
      expect(link).toHaveAttribute('href', '/register');
      expect(link.className).toContain('min-h-11');
    });
  });

  describe('given the app provides a router link renderer', () => {
    it('renders through it and is followed with Enter', async () => {
      const navigate = vi.fn();
      const renderLink = ({ href, children, ...props }: LinkRenderProps) => (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
      render(
        <LinkRenderProvider renderLink={renderLink}>
          <LinkButton href="/login" variant="secondary">
            Log in
          </LinkButton>
        </LinkRenderProvider>,
      );
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/login');
    });

    it('lets a renderLink prop win over the provider', () => {
      render(
        <LinkRenderProvider renderLink={(p) => <a {...p} data-from="provider" />}>
          <LinkButton href="/gdpr" renderLink={(p) => <a {...p} data-from="prop" />}>
            Privacy
          </LinkButton>
        </LinkRenderProvider>,
      );
      expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('data-from', 'prop');
    });
  });
});
