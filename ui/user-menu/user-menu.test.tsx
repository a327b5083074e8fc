import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { type LinkRenderProps, LinkRenderProvider } from '../link-button';
import { UserMenu } from './user-menu';
import { userMenuExamples } from './user-menu.examples';

// axe's first run in jsdom is slow on a busy machine; this is a time-out, not an assertion about speed.
const AXE_TIMEOUT = 30_000;

beforeAll(() => {
  // Radix positions the menu with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const base = userMenuExamples.user;

// Like react-router's Link: runs the onClick it is given, then navigates client-side unless prevented.
function FakeRouterLink({ href, onClick, navigate, ...props }: LinkRenderProps & { navigate: (to: string) => void }) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

describe('UserMenu', () => {
  it.each(Object.entries(userMenuExamples))(
    'is axe-clean as the %s example',
    async (_name, props) => {
      render(<UserMenu {...props} />);
      expect(await axeViolations(document.body)).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  describe('given a user who is not staff', () => {
    it('opens from the name with Enter and offers Details, Surveys and Log out', async () => {
      render(<UserMenu {...base} />);
      await userEvent.tab();
      const trigger = screen.getByRole('button', { name: 'Marie Novák' });
      expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(['Details', 'Surveys', 'Log out']);
      expect(screen.getByRole('menuitem', { name: 'Details' })).toHaveAttribute('href', '#profile');
    });
  });

  describe('given a staff member', () => {
    it('also offers Export data, Insights, Admin Panel, Translations and the Activity log', async () => {
      render(<UserMenu {...userMenuExamples.staffOpen} />);
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual([
        'Details',
        'Surveys',
        'Export data',
        'Insights',
        'Admin Panel',
        'Translations',
        'Activity log',
        'Log out',
      ]);
    });

    it('hides the staff items from a user even if they are passed', async () => {
      render(<UserMenu {...userMenuExamples.staffOpen} isStaff={false} />);
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual(['Details', 'Surveys', 'Log out']);
    });
  });

  describe('given the keyboard user moves through the menu', () => {
    it('runs the Log out callback with Enter and returns focus to the name', async () => {
      const logout = vi.fn();
      render(<UserMenu {...base} logout={{ onSelect: logout }} />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      expect(await screen.findByRole('menuitem', { name: 'Details' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('menuitem', { name: 'Surveys' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(logout).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Marie Novák' })).toHaveFocus();
    });

    it('follows a link item through the app link renderer and closes on Escape', async () => {
      const navigate = vi.fn();
      const renderLink = (props: LinkRenderProps) => <FakeRouterLink {...props} navigate={navigate} />;
      render(
        <LinkRenderProvider renderLink={renderLink}>
          <UserMenu {...base} />
        </LinkRenderProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Marie Novák' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Surveys' }));
      expect(navigate).toHaveBeenCalledWith('#history');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Marie Novák' }));
      expect(await screen.findByRole('menu')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });
});
