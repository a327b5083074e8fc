import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPersistence } from '../../store/auth-storage';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { SettingsPage } from './settings-page';

const me = { id: 7, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());
// jsdom with axe and typing is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });

function renderSettings(persistence: TokenPersistence) {
  (persistence === 'local' ? localStorage : sessionStorage).setItem('token', 'old-token');
  return renderWithProviders(<SettingsPage />, {
    route: '/settings',
    preloadedState: { auth: { token: 'old-token', persistence, userInfo: { ...me } } },
  });
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('given the change-password form', () => {
  it('is axe-clean and shows errors under the fields and in the focused summary on an empty submit', async () => {
    const api = stubApi({});
    const { user, container } = renderSettings('session');
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(field('Current password')).toHaveAccessibleDescription('Error: This field is required!');
    expect(screen.getByRole('link', { name: 'New password: This field is required!' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks that the new password is repeated the same', async () => {
    stubApi({});
    const { user } = renderSettings('session');
    await user.type(field('Current password'), 'old password');
    await user.type(field('New password'), 'new password 1');
    await user.type(field('Repeat the new password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Repeat the new password')).toHaveAccessibleDescription('Error: The passwords do not match!');
  });

  it('shows all three passwords with the one toggle', async () => {
    stubApi({});
    const { user } = renderSettings('session');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    for (const label of ['Current password', 'New password', 'Repeat the new password'])
      expect(field(label)).toHaveAttribute('type', 'text');
  });

  it.each(['local', 'session'] as const)(
    'with the token in %s storage, stores the new token the same way and clears the fields',
    async (persistence) => {
      const api = stubApi({ 'PUT /api/user/password/change': { body: { token: 'new-token' } } });
      const { user, store } = renderSettings(persistence);
      await user.type(field('Current password'), 'old password');
      await user.type(field('New password'), 'new long password');
      await user.type(field('Repeat the new password'), 'new long password');
      await user.click(screen.getByRole('button', { name: 'Change password' }));

      await waitFor(() => expect(store.getState().auth.token).toBe('new-token'));
      expect(api.calls[0]?.body).toEqual({
        oldPassword: 'old password',
        newPassword: 'new long password',
        confirmPassword: 'new long password',
      });
      expect(api.calls[0]?.headers.get('Authorization')).toBe('Token old-token');
      expect(store.getState().auth.persistence).toBe(persistence);
      const [kept, other] = persistence === 'local' ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
      expect(kept.getItem('token')).toBe('new-token');
      expect(other.getItem('token')).toBeNull();
      for (const label of ['Current password', 'New password', 'Repeat the new password']) expect(field(label)).toHaveValue('');
      expect(store.getState().snackbar).toMatchObject({ type: 'success', message: 'SETTINGS.PASSWORD_CHANGED' });
    },
  );

  it('shows a refused change only as an error snackbar and keeps the typed values', async () => {
    stubApi({ 'PUT /api/user/password/change': { status: 400, body: failure('Old password is incorrect') } });
    const { user, store } = renderSettings('local');
    await user.type(field('Current password'), 'wrong password');
    await user.type(field('New password'), 'new long password');
    await user.type(field('Repeat the new password'), 'new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(store.getState().snackbar).toMatchObject({
        type: 'error',
        message: 'BACKEND-RESPONSES.Old password is incorrect',
      }),
    );
    expect(screen.getByText('Your current password is not correct')).toBeInTheDocument();
    expect(screen.queryByText('Your current password is not correct', { selector: 'p' })).not.toBeInTheDocument();
    expect(field('Current password')).toHaveValue('wrong password');
    expect(store.getState().auth.token).toBe('old-token');
  });
});
