import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../contract/api/user';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 60_000 });

const me = { id: 7, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };
const storedProfile: UserProfile = {
  first_name: 'Eva',
  last_name: 'Nováková',
  email: 'eva@example.org',
  country: 'CZ',
  residence: 'citizen',
  education: 'tertiary',
  gender: 'female',
  age: 58,
  employment: true,
  unemployed_months: null,
  job_fields: ['banking', 'insurance'],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

function renderProfile() {
  return renderWithProviders(<ProfilePage />, {
    route: '/profile',
    preloadedState: { auth: { token: 'tok-1', persistence: 'local', userInfo: { ...me } } },
  });
}

/** The fake server keeps one profile, changed by PUT /update like the real one. */
function profileServer(overrides: Parameters<typeof stubApi>[0] = {}) {
  let profile = { ...storedProfile };
  const api = stubApi({
    'GET /api/user/me/full': () => ({ body: profile }),
    'GET /api/user/me': () => ({ body: { ...me, first_name: profile.first_name, last_name: profile.last_name } }),
    'PUT /api/user/update': ({ body }) => {
      const form = body as Record<string, unknown>;
      profile = { ...profile, first_name: String(form.firstName), last_name: String(form.lastName) };
      return { body: profile };
    },
    ...overrides,
  });
  return api;
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('given a logged-in user opening their details', () => {
  it('shows a spinner, then the details read-only with Edit and Delete', async () => {
    profileServer();
    const { container } = renderProfile();
    expect(screen.getByText('Loading your details…').closest('[role="status"]')).not.toBeNull();
    await screen.findByText('First name', { selector: 'dt' });
    expect(detail('First name')).toBe('Eva');
    expect(detail('E-mail address')).toBe('eva@example.org');
    expect(detail('Country')).toBe('Czechia');
    expect(detail('Type of residence')).toBe('Citizen of the country');
    expect(detail('Age')).toBe('58');
    expect(detail('Highest level of education')).toBe('University');
    expect(detail('Are you employed at the moment?')).toBe('Yes');
    expect(detail('Job sectors')).toBe('Banking, Insurance');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/settings');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so in an error snackbar when the details cannot be loaded', async () => {
    stubApi({ 'GET /api/user/me/full': { status: 500, body: failure('An unexpected error occurred') } });
    const { store } = renderProfile();
    expect(await screen.findByText(/Your details could not be loaded/)).toBeInTheDocument();
    expect(store.getState().snackbar).toMatchObject({ type: 'error', message: 'BACKEND-RESPONSES.An unexpected error occurred' });
  });
});

describe('given the edit mode', () => {
  it('turns the fields into inputs with the stored values, the e-mail read-only, and Cancel goes back unchanged', async () => {
    const api = profileServer();
    const { user, container } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Eva');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Czechia');
    expect(screen.getByRole('radio', { name: 'Woman' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).toHaveTextContent('Banking, Insurance');
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Evička');
    await user.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(detail('First name')).toBe('Eva');
    expect(api.callsTo('PUT', '/api/user/update')).toHaveLength(0);
  });

  it('saves, leaves edit mode, says so and reloads the current user while keeping the stored token', async () => {
    const api = profileServer();
    const { user, store } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Evička');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(detail('First name')).toBe('Evička'));
    expect(api.callsTo('PUT', '/api/user/update')[0]?.body).toEqual({
      firstName: 'Evička',
      lastName: 'Nováková',
      location: 'CZ',
      residence: 'citizen',
      age: 58,
      gender: 'female',
      education: 'tertiary',
      employment: true,
      jobField: ['banking', 'insurance'],
    });
    expect(store.getState().snackbar).toMatchObject({ type: 'success', message: 'SETTINGS.PROFILE_UPDATED' });
    await waitFor(() => expect(store.getState().auth.userInfo.first_name).toBe('Evička'));
    expect(store.getState().auth).toMatchObject({ token: 'tok-1', persistence: 'local' });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('keeps the edits and shows errors under the fields when a field is invalid or refused', async () => {
    profileServer({
      'PUT /api/user/update': {
        status: 400,
        body: failure('Some fields are not filled in correctly', { lastName: 'VALIDATION.LAST_NAME_MAX' }),
      },
    });
    const { user, store, container } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Error: This field is required!');
    expect(screen.getByRole('link', { name: 'First name: This field is required!' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
        'Error: The last name can have at most 100 characters!',
      ),
    );
    expect(store.getState().snackbar).toMatchObject({
      type: 'error',
      message: 'BACKEND-RESPONSES.Some fields are not filled in correctly',
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Eva');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given the account deletion', () => {
  it('asks for the password, then deletes, clears the session and local drafts, goes home and says so', async () => {
    const api = profileServer({
      'DELETE /api/user/delete': { body: { message: 'Your account and your personal data have been deleted' } },
    });
    localStorage.setItem('survey-3', '{"questions":[]}');
    localStorage.setItem('language', 'cs');
    const { user, store, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await axeViolations(dialog)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('DELETE', '/api/user/delete')[0]?.body).toEqual({ password: 'my password' });
    expect(store.getState().auth).toMatchObject({ token: '', userInfo: { id: null } });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('survey-3')).toBeNull();
    expect(localStorage.getItem('language')).toBe('cs');
    expect(store.getState().snackbar).toMatchObject({ type: 'success', message: 'SETTINGS.DELETED' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the modal open with the error under the password when the password is wrong', async () => {
    profileServer({ 'DELETE /api/user/delete': { status: 400, body: failure('Password is incorrect') } });
    const { user, store, router } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Your password', { selector: 'input' })).toHaveAccessibleDescription(
        'To confirm, enter the password you use to log in. Error: The password is not correct!',
      ),
    );
    expect(store.getState().snackbar).toMatchObject({ type: 'error', message: 'BACKEND-RESPONSES.Password is incorrect' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(store.getState().auth.token).toBe('tok-1');
  });
});
