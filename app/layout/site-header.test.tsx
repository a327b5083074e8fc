import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { renderWithProviders } from '../../tests/setup/render-with-providers';
import { anonymousUser, type AuthState, userInfoLoaded } from '../store/auth-slice';
import { SiteHeader } from './site-header';

const user = { id: 7, email: 'ada@example.org', role: 'user', first_name: 'Ada', last_name: 'Novák', is_staff: false };
const auth = (userInfo: AuthState['userInfo']): AuthState => ({
  userInfo,
  token: userInfo.id ? 'token' : '',
  persistence: 'session',
});

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setWidth(1280));

describe('the navbar', () => {
  describe('given an anonymous visitor on a desktop', () => {
    it('offers Home, Survey, the other tool, Login and Register, and is axe-clean', async () => {
      const { container } = renderWithProviders(<SiteHeader variant="general" />, {
        preloadedState: { auth: auth(anonymousUser) },
      });
      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      for (const name of ['Home', 'Survey', 'Work-life balance', 'Log in', 'Register']) {
        expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(screen.queryByRole('button', { name: /Ada/ })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    });

    it('opens the take-survey modal instead of navigating when Survey is clicked', async () => {
      const { store, user: u } = renderWithProviders(<SiteHeader variant="general" />, {
        preloadedState: { auth: auth(anonymousUser) },
      });
      await u.click(screen.getByRole('link', { name: 'Survey' }));
      expect(store.getState().modal).toMatchObject({ showModal: true, component: 'take-survey' });
    });

    it('links to the general tool and the wlb home from the wlb variant', () => {
      renderWithProviders(<SiteHeader variant="wlb" />, { preloadedState: { auth: auth(anonymousUser) }, route: '/wlb' });
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/wlb');
      expect(screen.getByRole('link', { name: 'Skills self-assessment' })).toHaveAttribute('href', '/');
    });
  });

  describe('given a logged-in user', () => {
    it('shows the user menu with Details, Surveys and Logout but no staff entries', async () => {
      const { container, user: u } = renderWithProviders(<SiteHeader variant="general" />, {
        preloadedState: { auth: auth(user) },
      });
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await u.click(screen.getByRole('button', { name: /Ada Novák/ }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: /Details/ })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: /Surveys/ })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: /Log out|Logout/ })).toBeInTheDocument();
      expect(within(menu).queryByRole('menuitem', { name: /Export data/ })).not.toBeInTheDocument();
    });

    it('logs out from the menu: the session is cleared and the logout message shown', async () => {
      const { store, user: u } = renderWithProviders(<SiteHeader variant="general" />, { preloadedState: { auth: auth(user) } });
      await u.click(screen.getByRole('button', { name: /Ada Novák/ }));
      await u.click(await screen.findByRole('menuitem', { name: /Log out|Logout/ }));
      // Logout's code loads when chosen.
      await waitFor(() => expect(store.getState().auth.token).toBe(''));
      expect(store.getState().auth.userInfo.id).toBeNull();
      expect(store.getState().snackbar).toMatchObject({ open: true, message: 'SNACKBAR.LOGOUT', type: 'info' });
    });
  });

  describe('given a staff user', () => {
    it('adds Export data and Admin Panel to the user menu', async () => {
      const { user: u } = renderWithProviders(<SiteHeader variant="general" />, {
        preloadedState: { auth: auth({ ...user, is_staff: true, role: 'staff' }) },
      });
      await u.click(screen.getByRole('button', { name: /Ada Novák/ }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: /Export data/ })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: /Admin Panel/ })).toBeInTheDocument();
    });
  });

  describe('given a phone (window under 820 px)', () => {
    it('replaces the navbar with a hamburger that opens the full-screen menu', async () => {
      setWidth(390);
      const { container, user: u } = renderWithProviders(<SiteHeader variant="general" />, {
        preloadedState: { auth: auth(anonymousUser) },
      });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
      await u.click(screen.getByRole('button', { name: /menu/i }));
      const dialog = await screen.findByRole('dialog');
      for (const name of ['Home', 'Survey', 'Work-life balance', 'Log in', 'Register']) {
        expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
      }
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('returns to the desktop navbar when the window grows past 820 px', () => {
      setWidth(390);
      renderWithProviders(<SiteHeader variant="general" />, { preloadedState: { auth: auth(anonymousUser) } });
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
      setWidth(820);
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    });

    it('offers Logout instead of Login and Register to a logged-in user', async () => {
      setWidth(390);
      const { user: u } = renderWithProviders(<SiteHeader variant="general" />, { preloadedState: { auth: auth(user) } });
      await u.click(screen.getByRole('button', { name: /menu/i }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    });
  });

  // The row is drawn again when the window crosses 820 px and when a menu's code replaces its placeholder: the
  // keyboard keeps its place (useHeaderFocus). The logo and the language button are kept by React in both rows.
  describe('given a keyboard user in the header when its row is drawn again', () => {
    const render = () => renderWithProviders(<SiteHeader variant="general" />, { preloadedState: { auth: auth(anonymousUser) } });
    const focus = (element: HTMLElement) => act(() => element.focus());

    it('leaves focus on the language button, which both rows keep', () => {
      setWidth(390);
      render();
      focus(screen.getByRole('button', { name: /Language/ }));
      setWidth(1280);
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /Language/ }));
    });

    it('moves focus from the menu button to the first link of the navbar, and from a link to the menu button', () => {
      setWidth(390);
      render();
      focus(screen.getByRole('button', { name: 'Open menu' }));
      setWidth(1280);
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
      focus(screen.getByRole('link', { name: 'Survey' }));
      setWidth(390);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
    });

    it('leaves focus on the logo, which both rows share', () => {
      render();
      const logo = screen.getByRole('link', { name: /programme/ });
      focus(logo);
      setWidth(390);
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(document.activeElement).toBe(logo);
    });

    it('does not take focus into the header when a control elsewhere goes away, nor on a change that keeps the row', () => {
      const { store } = render();
      // A link of the page to the same address as the navbar's Home, removed while focused (a page changing).
      const elsewhere = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/', textContent: 'Home' }));
      focus(elsewhere);
      act(() => elsewhere.remove());
      setWidth(390);
      expect(document.activeElement).toBe(document.body);
      // Focus taken from the language button by a script, then the header drawn again in the same layout.
      const language = screen.getByRole('button', { name: /Language/ });
      focus(language);
      act(() => language.blur());
      act(() => {
        store.dispatch(userInfoLoaded(user));
      });
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(document.activeElement).toBe(document.body);
    });

    it('leaves focus where it is after a press elsewhere on the page', () => {
      setWidth(390);
      render();
      const language = screen.getByRole('button', { name: /Language/ });
      focus(language);
      act(() => {
        document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        language.blur();
      });
      setWidth(1280);
      expect(document.activeElement).toBe(document.body);
    });
  });
});
