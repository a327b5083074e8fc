import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/setup/axe';
import { renderWithProviders } from '../../../tests/setup/render-with-providers';
import { ModalHost } from '../../layout/modal-host';
// The host loads the dialog lazily; imported here so the test waits for the dialog, not the transform.
import '../../features/take-survey/take-survey-dialog';
import { anonymousUser, type AuthState } from '../../store/auth-slice';
import { HomePage } from './home-page';

const user = { id: 3, email: 'a@example.org', role: 'user', first_name: 'Jana', last_name: 'Horváth', is_staff: false };
const auth = (userInfo: AuthState['userInfo']): AuthState => ({
  userInfo,
  token: userInfo.id ? 't' : '',
  persistence: 'session',
});

function renderHome(variant: 'general' | 'wlb', userInfo = anonymousUser) {
  return renderWithProviders(
    <>
      <HomePage variant={variant} />
      <ModalHost />
    </>,
    { preloadedState: { auth: auth(userInfo) }, route: variant === 'wlb' ? '/wlb' : '/' },
  );
}

describe('the home page', () => {
  it('has the intro, About with Who we are and Our goal, and the 15 partners opening in a new tab', async () => {
    const { container } = renderHome('general');
    expect(screen.getByRole('heading', { level: 1, name: 'How ready are you for work today?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About the project' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our goal' })).toBeInTheDocument();
    const partnerLinks = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(partnerLinks).toHaveLength(15);
    for (const link of partnerLinks) expect(link).toHaveAttribute('target', '_blank');
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('given an anonymous visitor', () => {
    it('opens the take-survey modal from the intro button; Escape closes it and focus returns to the button', async () => {
      const { user: u } = renderHome('general');
      const button = screen.getByRole('button', { name: 'Take the survey' });
      await u.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'How would you like to take the survey?' });
      expect(screen.getByRole('button', { name: 'Without registration' })).toBeDisabled();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(await axeViolations(document.body)).toEqual([]);
      await u.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it('goes to registration from the modal', async () => {
      const { user: u } = renderHome('general');
      await u.click(screen.getByRole('button', { name: 'Take the survey' }));
      await u.click(await screen.findByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('heading', { name: 'Other page /register' })).toBeInTheDocument();
    });
  });

  describe('given a logged-in user', () => {
    it('goes straight to topic select', async () => {
      const { user: u } = renderHome('general', user);
      await u.click(screen.getByRole('button', { name: 'Take the survey' }));
      expect(await screen.findByRole('heading', { name: 'Other page /topic-select' })).toBeInTheDocument();
    });

    it('goes to the wlb topic select from the wlb home', async () => {
      const { user: u } = renderHome('wlb', user);
      await u.click(screen.getByRole('button', { name: 'Check your balance' }));
      expect(await screen.findByRole('heading', { name: 'Other page /wlb/topic-select' })).toBeInTheDocument();
    });
  });
});
