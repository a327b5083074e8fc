import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { PhoneMenu, type PhoneMenuLinkRenderProps } from './phone-menu';
import { phoneMenuExamples } from './phone-menu.examples';

describe('PhoneMenu', () => {
  it.each(Object.entries(phoneMenuExamples))('is axe-clean as the %s example', async (_name, props) => {
    render(<PhoneMenu {...props} />);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  describe('given it is closed', () => {
    it('opens a full-screen menu from the hamburger by keyboard, and Escape returns to the hamburger', async () => {
      const user = userEvent.setup();
      render(<PhoneMenu {...phoneMenuExamples.closed} />);
      const hamburger = screen.getByRole('button', { name: 'Open menu' });
      expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await user.tab();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Main menu' });
      expect(dialog).toHaveAttribute('data-kind', 'fullscreen');
      expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(hamburger).toHaveFocus();
    });
  });

  describe('given an anonymous user', () => {
    it('lists Home, Survey and the other variant, marks the current page, and offers Log in and Register', () => {
      render(<PhoneMenu {...phoneMenuExamples.anonymous} />);
      const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
      expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Survey', 'Work-life balance']);
      expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    });

    it('calls the link’s handler and closes when a link is chosen', async () => {
      const user = userEvent.setup();
      const onSelect = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      const links = phoneMenuExamples.anonymous.links.map((l) => (l.id === 'survey' ? { ...l, onSelect } : l));
      render(<PhoneMenu {...phoneMenuExamples.anonymous} links={links} />);
      await user.click(screen.getByRole('link', { name: 'Survey' }));
      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a logged-in user', () => {
    it('lists the account pages under the user’s name, as the desktop user menu does', () => {
      render(<PhoneMenu {...phoneMenuExamples.staff} />);
      const account = within(screen.getByRole('navigation', { name: 'Petr Svoboda' }));
      expect(account.getAllByRole('link').map((l) => l.textContent)).toEqual([
        'Details',
        'Surveys',
        'Export data',
        'Admin Panel',
      ]);
      expect(account.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/profile');
    });

    it('offers Log out as a button that logs out and closes the menu', async () => {
      const user = userEvent.setup();
      const onLogout = vi.fn();
      const actions = [{ id: 'logout', label: 'Log out', onSelect: onLogout }];
      render(<PhoneMenu {...phoneMenuExamples.loggedIn} actions={actions} />);
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Log out' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a router link renderer', () => {
    it('renders every link through it, with the menu’s props', () => {
      const renderLink = vi.fn(({ children, href, ...props }: PhoneMenuLinkRenderProps, _item: { id: string }) => (
        <a data-router-link href={`#${href}`} {...props}>
          {children}
        </a>
      ));
      render(<PhoneMenu {...phoneMenuExamples.anonymous} renderLink={renderLink} />);
      const rendered = new Set(renderLink.mock.calls.map(([, item]) => item.id));
      expect(rendered).toEqual(new Set(['home', 'survey', 'variant', 'login', 'register']));
      expect(screen.getByRole('link', { name: 'Survey' })).toHaveAttribute('href', '#/topic-select');
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('data-router-link');
    });
  });
});
