import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { anonymousUser, type AuthState } from '../../store/auth-slice';
import { RequireRole } from './require-role';

const member = { id: 5, email: 'm@example.org', role: 'user', first_name: 'M', last_name: 'K', is_staff: false };
const auth = (userInfo: AuthState['userInfo'], token = userInfo.id ? 't' : ''): AuthState => ({
  userInfo,
  token,
  persistence: 'session',
});

const page = (role: 'user' | 'staff', redirectTo: string) => (
  <RequireRole requires={role} redirectTo={redirectTo}>
    <h1>Protected page</h1>
  </RequireRole>
);

describe('the role guard', () => {
  it('tells an anonymous visitor that the page needs a login and offers one that returns to it', async () => {
    renderWithProviders(page('user', '/login'), { preloadedState: { auth: auth(anonymousUser) }, route: '/history?x=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protected page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fhistory%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  });

  it('waits while the other tabs are asked for their session, instead of asking for a login', () => {
    renderWithProviders(page('user', '/login'), {
      preloadedState: { auth: { ...auth(anonymousUser), asking: true } },
      route: '/history',
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Please log in' })).not.toBeInTheDocument();
  });

  it('lets a logged-in user in', () => {
    renderWithProviders(page('user', '/'), { preloadedState: { auth: auth(member) }, route: '/history' });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('sends a non-staff user away from staff pages (/padmin -> /)', async () => {
    renderWithProviders(page('staff', '/'), { preloadedState: { auth: auth(member) }, route: '/padmin' });
    expect(await screen.findByRole('heading', { name: 'Other page /' })).toBeInTheDocument();
  });

  it('lets staff into staff pages', () => {
    renderWithProviders(page('staff', '/login'), {
      preloadedState: { auth: auth({ ...member, is_staff: true }) },
      route: '/export',
    });
    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('waits with a spinner while a stored token is being checked, instead of redirecting', () => {
    renderWithProviders(page('user', '/login'), {
      preloadedState: { auth: auth(anonymousUser, 'stored-token') },
      route: '/profile',
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Other page/ })).not.toBeInTheDocument();
  });
});
