import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { LoginPage } from './login-page';

const me = { id: 7, email: 'eva@example.org', role: 'user', first_name: 'Eva', last_name: 'Nováková', is_staff: false };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());
// jsdom with axe and typing is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });

const renderLogin = (route = '/login') => renderWithProviders(<LoginPage />, { route, path: '/login' });

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('given the login page', () => {
  it('is axe-clean with its form, links and back button', async () => {
    stubApi({});
    const { container } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('toggles the password between hidden and shown', async () => {
    stubApi({});
    const { user } = renderLogin();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('given an empty submit', () => {
  it('shows each error under its field and in the focused summary, without calling the server', async () => {
    const api = stubApi({});
    const { user, container } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The rules (zod) load at the first change or submit: the summary follows a moment later.
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).parentElement as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'E-mail address: This field is required!' })).toHaveAttribute(
      'href',
      '#login-email',
    );
    expect(within(summary).getByRole('link', { name: 'Password: This field is required!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription('Error: This field is required!');
    expect(api.calls).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('revalidates on change once a submit was tried', async () => {
    stubApi({});
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    // The form's validation runs asynchronously after each keystroke: each verdict is awaited.
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
        'Error: Enter a valid e-mail address!',
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'example.org');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).not.toHaveAttribute('aria-invalid'));
  });
});

describe('given correct credentials', () => {
  it.each([
    ['ticked', 'local', true],
    ['not ticked', 'session', false],
  ])(
    'with remember-me %s, keeps the token in %s storage, loads the user, says so and goes home',
    async (_label, persistence, remember) => {
      const api = stubApi({ 'POST /api/user/token': { body: { token: 'tok-1' } }, 'GET /api/user/me': { body: me } });
      const { user, store, router } = renderLogin();
      await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@example.org');
      await user.type(passwordInput(), 'correct horse battery');
      if (remember) await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in on this device' }));
      await user.click(screen.getByRole('button', { name: 'Log in' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(api.callsTo('POST', '/api/user/token')[0]?.body).toEqual({
        email: 'eva@example.org',
        password: 'correct horse battery',
        rememberme: remember,
      });
      expect(api.callsTo('GET', '/api/user/me')[0]?.headers.get('Authorization')).toBe('Token tok-1');
      expect(store.getState().auth).toMatchObject({ token: 'tok-1', persistence, userInfo: me });
      const [kept, other] = persistence === 'local' ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
      expect(kept.getItem('token')).toBe('tok-1');
      expect(other.getItem('token')).toBeNull();
      expect(store.getState().snackbar).toMatchObject({ open: true, type: 'info', message: 'SNACKBAR.LOGIN' });
      expect(await screen.findByText('You are logged in')).toBeInTheDocument();
    },
  );
});

describe('given credentials the server refuses', () => {
  it('shows the server message inline and as an error snackbar, and keeps what was typed', async () => {
    // The spec's message key on the wire (docs/product/messages.md); our locale's kinder wording on the screen.
    stubApi({ 'POST /api/user/token': { status: 400, body: failure('Invalid credentials') } });
    const { user, store, container } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@example.org');
    await user.type(passwordInput(), 'wrong password');
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in on this device' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByText('The e-mail or password is not correct', { selector: 'p' });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(store.getState().snackbar).toMatchObject({
      open: true,
      type: 'error',
      message: 'BACKEND-RESPONSES.Invalid credentials',
    });
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('eva@example.org');
    expect(passwordInput()).toHaveValue('wrong password');
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in on this device' })).toBeChecked();
    expect(store.getState().auth.token).toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the server field errors under their fields', async () => {
    stubApi({
      'POST /api/user/token': {
        status: 400,
        body: failure('Some fields are not filled in correctly', { email: 'VALIDATION.EMAIL' }),
      },
    });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@example.org');
    await user.type(passwordInput(), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
        'Error: Enter a valid e-mail address!',
      ),
    );
    expect(screen.getByRole('link', { name: 'E-mail address: Enter a valid e-mail address!' })).toBeInTheDocument();
  });
});

describe('given a registration-token in the address', () => {
  it('activates the account on load and says so', async () => {
    const api = stubApi({
      'POST /api/user/register/validate': { body: { message: 'Your account is activated, you can log in now' } },
    });
    const { store, router } = renderLogin('/login?registration-token=abc123');
    await waitFor(() =>
      expect(store.getState().snackbar.message).toBe('BACKEND-RESPONSES.Your account is activated, you can log in now'),
    );
    expect(store.getState().snackbar.type).toBe('success');
    expect(api.callsTo('POST', '/api/user/register/validate').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    expect(router.state.location.search).toBe('');
  });

  it('shows a refused link inline and as an error snackbar', async () => {
    const message = "This activation link doesn't exist";
    stubApi({ 'POST /api/user/register/validate': { status: 400, body: failure(message) } });
    const { store } = renderLogin('/login?registration-token=old');
    expect(
      await screen.findByText('This activation link is not valid, log in to receive a new one', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(store.getState().snackbar).toMatchObject({ type: 'error', message: `BACKEND-RESPONSES.${message}` });
  });
});

describe('given a reset-token in the address', () => {
  it('opens the reset modal, which saves the new password, closes and says so', async () => {
    const api = stubApi({
      'POST /api/user/password/reset': { body: { message: 'Your new password is saved, you can log in now' } },
    });
    const { user, store, router } = renderLogin('/login?reset-token=r-1');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText('New password', { selector: 'input' }), 'a new long password');
    await user.type(within(dialog).getByLabelText('Repeat the password', { selector: 'input' }), 'a different one');
    await user.click(within(dialog).getByRole('button', { name: 'Save the new password' }));
    expect(within(dialog).getByLabelText('Repeat the password', { selector: 'input' })).toHaveAccessibleDescription(
      'Error: The passwords do not match!',
    );
    expect(api.calls).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Repeat the password', { selector: 'input' }));
    await user.type(within(dialog).getByLabelText('Repeat the password', { selector: 'input' }), 'a new long password');
    await user.click(within(dialog).getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]?.body).toEqual({ password: 'a new long password', confirmPwd: 'a new long password', token: 'r-1' });
    expect(store.getState().snackbar).toMatchObject({
      type: 'success',
      message: 'BACKEND-RESPONSES.Your new password is saved, you can log in now',
    });
    expect(router.state.location.search).toBe('');
  });

  it('shows a refused reset inline and as an error snackbar, keeping the modal open', async () => {
    const message = 'This reset link was already used';
    const shown = 'This link to set a new password has already been used, please ask for a new one if you need it';
    stubApi({ 'POST /api/user/password/reset': { status: 400, body: failure(message) } });
    const { user, store } = renderLogin('/login?reset-token=used');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.type(within(dialog).getByLabelText('New password', { selector: 'input' }), 'a new long password');
    await user.type(within(dialog).getByLabelText('Repeat the password', { selector: 'input' }), 'a new long password');
    await user.click(within(dialog).getByRole('button', { name: 'Save the new password' }));
    expect(await within(dialog).findByText(shown, { selector: 'p' })).toBeInTheDocument();
    expect(store.getState().snackbar).toMatchObject({ type: 'error', message: `BACKEND-RESPONSES.${message}` });
    expect(within(dialog).getByLabelText('New password', { selector: 'input' })).toHaveValue('a new long password');
  });
});

describe('given a forgotten password', () => {
  it('sends the e-mail from the modal, and a green message replaces the error lines', async () => {
    const sent = 'If an account with this e-mail exists, we have sent it a link to set a new password';
    let answer: 'refuse' | 'accept' = 'refuse';
    stubApi({
      'POST /api/user/password/request': () =>
        answer === 'refuse'
          ? { status: 429, body: failure('Too many attempts, please wait a moment and try again') }
          : { body: { message: sent } },
    });
    const { user, store } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@example.org');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgotten password' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('eva@example.org');

    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(dialog).findByText('Too many attempts, please wait a moment and try again', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(store.getState().snackbar.type).toBe('error');

    answer = 'accept';
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByText(sent, { selector: 'p' })).toBeInTheDocument();
    expect(
      within(dialog).queryByText('Too many attempts, please wait a moment and try again', { selector: 'p' }),
    ).not.toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
