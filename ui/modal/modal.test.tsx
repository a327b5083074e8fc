import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';
import { modalExamples } from './modal.examples';

/** The overlay is the dialog's parent element: the backdrop the user clicks. */
const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

function WithTrigger(props: Partial<ModalProps>) {
  return (
    <>
      <Button>Before</Button>
      <Modal title="Edit your details" trigger={<Button>Edit details</Button>} footer={<Button>Save details</Button>} {...props}>
        <label>
          First name <input defaultValue="Marie" />
        </label>
      </Modal>
    </>
  );
}

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete account</Button>
      <Modal open={open} onOpenChange={setOpen} title="Delete your account?" />
    </>
  );
}

function Nested({ onOuterSave }: { onOuterSave: () => void }) {
  return (
    <Modal title="Outer" trigger={<Button>Open outer</Button>} onSave={onOuterSave}>
      <Modal title="Inner" trigger={<Button>Open inner</Button>} />
    </Modal>
  );
}

describe('Modal', () => {
  it.each(Object.entries(modalExamples))('is axe-clean as the open %s example', async (_name, props) => {
    render(<Modal {...props} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is axe-clean while closed, showing only its trigger', async () => {
    const { container } = render(<WithTrigger />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by its title and has a translated close button', async () => {
    render(<Modal {...modalExamples.normal} />);
    const dialog = screen.getByRole('dialog', { name: 'Forgot your password?' });
    expect(dialog).toHaveAccessibleDescription('We will send you an e-mail with a link to choose a new password.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  describe('given it was opened from its trigger', () => {
    it('moves focus inside, traps Tab within the dialog, and closes on Escape with focus back on the trigger', async () => {
      const user = userEvent.setup();
      render(<WithTrigger />);
      const trigger = screen.getByRole('button', { name: 'Edit details' });
      await user.click(trigger);
      const dialog = screen.getByRole('dialog', { name: 'Edit your details' });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      for (let i = 0; i < 6; i++) {
        await user.tab();
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
      }
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    });

    it('closes from the close button', async () => {
      const user = userEvent.setup();
      render(<WithTrigger />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    });

    it('leaves focus alone on closing when restoreFocus says no (a link in it led to another page)', async () => {
      const user = userEvent.setup();
      render(<WithTrigger restoreFocus={() => false} />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Radix hands focus back a moment after closing; give it that moment.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: 'Edit details' })).not.toHaveFocus();
    });

    it('locks body scrolling while open and restores the previous value after closing', async () => {
      const user = userEvent.setup();
      document.body.style.overflow = 'auto';
      render(<WithTrigger />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      expect(getComputedStyle(document.body).overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('auto'));
      document.body.style.overflow = '';
    });
  });

  describe('given a save action', () => {
    it('closes and saves on a backdrop click when focus is on a button', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      render(<WithTrigger onSave={onSave} />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      screen.getByRole('button', { name: 'Save details' }).focus();
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onSave).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes without saving on a backdrop click while focus is in a text field', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      render(<WithTrigger onSave={onSave} />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.click(screen.getByRole('textbox', { name: 'First name' }));
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not save or close on a click inside the dialog', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      render(<WithTrigger onSave={onSave} />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.click(screen.getByRole('heading', { name: 'Edit your details' }));
      expect(onSave).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('does not save on Escape', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      render(<WithTrigger onSave={onSave} />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.keyboard('{Escape}');
      expect(onSave).not.toHaveBeenCalled();
    });
  });

  describe('given no save action', () => {
    it('just closes on a backdrop click', async () => {
      const user = userEvent.setup();
      render(<WithTrigger />);
      await user.click(screen.getByRole('button', { name: 'Edit details' }));
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a controlled modal opened by a store action, not a trigger', () => {
    it('returns focus to the element that opened it', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    });
  });

  describe('given a modal opened from inside another modal', () => {
    it('closes only the top modal on Escape and on its backdrop, and returns focus into the outer one', async () => {
      const user = userEvent.setup();
      const onOuterSave = vi.fn();
      render(<Nested onOuterSave={onOuterSave} />);
      await user.click(screen.getByRole('button', { name: 'Open outer' }));
      await user.click(screen.getByRole('button', { name: 'Open inner' }));
      expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Open inner' }));
      await user.click(backdropOf(screen.getByRole('dialog', { name: 'Inner' })));
      expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
      expect(onOuterSave).not.toHaveBeenCalled();
    });
  });

  describe('given the kinds', () => {
    it('marks normal, full-screen and phone-full-screen dialogs', () => {
      render(
        <>
          <Modal {...modalExamples.normal} />
          <Modal {...modalExamples.fullscreen} />
          <Modal {...modalExamples.fullscreenOnPhone} />
        </>,
      );
      const kinds = screen.getAllByRole('dialog', { hidden: true }).map((d) => d.dataset.kind);
      expect(kinds.sort()).toEqual(['fullscreen', 'fullscreenOnPhone', 'normal']);
    });
  });
});
