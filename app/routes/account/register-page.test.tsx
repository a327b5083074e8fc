import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { failure, stubApi } from '../../../tests/setup/fake-api';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());
// The registration is a long form; typing into it in jsdom takes a while.
vi.setConfig({ testTimeout: 60_000 });

const renderRegister = () => renderWithProviders(<RegisterPage />, { route: '/register' });

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Repeat the password', { selector: 'input' });
const summary = () => screen.getByRole('heading', { name: 'There is a problem' }).parentElement as HTMLElement;

async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(screen.getByRole('option', { name: option }));
}

/** Fills every field of a valid, employed registration except the job sectors. */
async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Eva');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nováková');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'eva@example.org');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Czech');
  await user.click(screen.getByRole('option', { name: 'Czechia' }));
  await user.click(screen.getByRole('radio', { name: 'Citizen of the country' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '58');
  await user.click(screen.getByRole('radio', { name: 'Woman' }));
  await choose(user, 'Highest level of education', 'University');
  await choose(user, 'Are you employed at the moment?', 'Yes');
  await choose(user, 'Job sectors', 'Banking');
  await user.keyboard('{Escape}');
  await user.type(password(), 'a long enough password');
  await user.type(confirm(), 'a long enough password');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the processing of my personal data/ }));
}

describe('given the registration page', () => {
  it('is axe-clean, links to the privacy statement and to login', async () => {
    stubApi({});
    const { container } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/gdpr');
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows and hides both passwords with one toggle', async () => {
    stubApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(confirm()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(confirm()).toHaveAttribute('type', 'password');
  });
});

describe('given an empty submit', () => {
  it('lists every required field in the focused summary and under the fields, GDPR included', async () => {
    const api = stubApi({});
    const { user, container } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(summary()).toHaveFocus();
    const lines = within(summary())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(lines).toEqual([
      'First name: This field is required!',
      'Last name: This field is required!',
      'E-mail address: This field is required!',
      'Country: This field is required!',
      'Type of residence: This field is required!',
      'Age: This field is required!',
      'Gender: This field is required!',
      'Highest level of education: This field is required!',
      'Are you employed at the moment?: This field is required!',
      'Password: This field is required!',
      'Repeat the password: This field is required!',
      'Consent to the processing of personal data: Please agree to the processing of your personal data!',
    ]);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Error: This field is required!');
    expect(screen.getByRole('radio', { name: 'Citizen of the country' })).toBeInvalid();
    expect(screen.getByText('Please agree to the processing of your personal data!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves focus to a field from its summary link', async () => {
    stubApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(within(summary()).getByRole('link', { name: 'Type of residence: This field is required!' }));
    expect(screen.getByRole('radio', { name: 'Citizen of the country' })).toHaveFocus();
  });
});

describe('given the employment question', () => {
  it('asks for job sectors when employed, without an error before a submit', async () => {
    stubApi({});
    const { user } = renderRegister();
    expect(screen.queryByRole('combobox', { name: 'Job sectors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /months/ })).not.toBeInTheDocument();
    await choose(user, 'Are you employed at the moment?', 'Yes');
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('spinbutton', { name: /months/ })).not.toBeInTheDocument();
  });

  it('after a submit, requires sectors when employed and months when not, clearing the other answer', async () => {
    stubApi({});
    const { user, container } = renderRegister();
    await choose(user, 'Are you employed at the moment?', 'No');
    await user.type(screen.getByRole('spinbutton', { name: 'How many months have you been without work?' }), '14');
    await choose(user, 'Are you employed at the moment?', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).toHaveAccessibleDescription(
      'Choose one or more sectors you work in. Error: This field is required!',
    );
    expect(within(summary()).getByRole('link', { name: 'Job sectors: This field is required!' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await choose(user, 'Job sectors', 'Banking');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).not.toHaveAttribute('aria-invalid');

    await choose(user, 'Are you employed at the moment?', 'No');
    const months = screen.getByRole('spinbutton', { name: 'How many months have you been without work?' });
    expect(months).toHaveValue(null);
    expect(months).toHaveAttribute('aria-invalid', 'true');
    await choose(user, 'Are you employed at the moment?', 'Yes');
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).toHaveTextContent('Please choose');
  });
});

describe('given a complete form', () => {
  it('sends the registration, shows the green activation message and the snackbar', async () => {
    const api = stubApi({
      'POST /api/user/register': {
        status: 201,
        body: { message: 'Your registration is complete, we have sent you an e-mail with a link to activate your account' },
      },
    });
    const { user, store, container } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(/We have sent you an e-mail\. Open the link in it/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/register')[0]?.body).toEqual({
      firstName: 'Eva',
      lastName: 'Nováková',
      email: 'eva@example.org',
      location: 'CZ',
      residence: 'citizen',
      age: 58,
      gender: 'female',
      education: 'tertiary',
      employment: true,
      jobField: ['banking'],
      password: 'a long enough password',
      confirmPwd: 'a long enough password',
      gdpr: true,
    });
    expect(store.getState().snackbar).toMatchObject({ open: true, type: 'success', message: 'SNACKBAR.ACTIVATION_SENT' });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submits on Enter in a text field', async () => {
    const api = stubApi({ 'POST /api/user/register': { status: 201, body: { message: 'ok' } } });
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/user/register')).toHaveLength(1));
  });

  it('puts a refused e-mail under its field, shows the API error line and keeps every value', async () => {
    stubApi({
      'POST /api/user/register': {
        status: 409,
        body: failure('This e-mail is already taken', { email: 'VALIDATION.EMAIL_TAKEN' }),
      },
    });
    const { user, store, container } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
        'We send a link to this address to activate your account. Error: An account with this e-mail already exists!',
      ),
    );
    const apiErrorLine = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent === 'Error: An account with this e-mail already exists!');
    expect(apiErrorLine).toBeDefined();
    expect(store.getState().snackbar).toMatchObject({
      type: 'error',
      message: 'BACKEND-RESPONSES.This e-mail is already taken',
    });
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Eva');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Czechia');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(58);
    expect(screen.getByRole('combobox', { name: 'Job sectors' })).toHaveTextContent('Banking');
    expect(password()).toHaveValue('a long enough password');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'x');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).not.toHaveAttribute('aria-invalid');
  });
});
