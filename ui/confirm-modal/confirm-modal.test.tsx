import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/setup/axe';
import { ConfirmModal } from './confirm-modal';
import { confirmModalExamples } from './confirm-modal.examples';

const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('ConfirmModal', () => {
  it.each(Object.entries(confirmModalExamples))('is axe-clean as the open %s example', async (_name, props) => {
    render(<ConfirmModal {...props} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  describe('given a delete confirm without inputs', () => {
    it('focuses Cancel first, and Delete confirms and closes', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.deleteQuestion} onConfirm={onConfirm} />);
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onConfirm).toHaveBeenCalledWith({});
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('closes on Cancel without confirming', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.deleteQuestion} onConfirm={onConfirm} />);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('never deletes on a backdrop click, it only closes', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.deleteQuestion} onConfirm={onConfirm} />);
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  describe('given a password is required', () => {
    it('keeps Delete disabled until the password is typed, then sends it', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.deleteAccount} onConfirm={onConfirm} />);
      const password = screen.getByLabelText('Your password');
      expect(password).toHaveFocus();
      expect(password).toHaveAccessibleDescription('To confirm, enter the password you use to log in.');
      expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
      await user.keyboard('secret-pass{Enter}');
      expect(onConfirm).toHaveBeenCalledWith({ password: 'secret-pass' });
    });

    it('shows the password as text with the eye toggle', async () => {
      const user = userEvent.setup();
      render(<ConfirmModal {...confirmModalExamples.deleteAccount} />);
      const password = screen.getByLabelText('Your password');
      expect(password).toHaveAttribute('type', 'password');
      const toggle = screen.getByRole('button', { name: 'Show password' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(password).toHaveAttribute('type', 'text');
    });

    it('stays open when the confirm handler answers false (a wrong password)', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn().mockResolvedValue(false);
      render(<ConfirmModal {...confirmModalExamples.deleteAccount} onConfirm={onConfirm} />);
      await user.type(screen.getByLabelText('Your password'), 'wrong-pass');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('shows a password error in words, tied to the field', () => {
      render(<ConfirmModal {...confirmModalExamples.wrongPassword} />);
      const password = screen.getByLabelText('Your password');
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleDescription(/This field is required!/);
    });
  });

  describe('given a name is asked for', () => {
    it('keeps Create disabled while the name is empty or blank, then sends the trimmed name', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.createSubTopic} onConfirm={onConfirm} />);
      const create = screen.getByRole('button', { name: 'Create' });
      expect(screen.getByRole('textbox', { name: 'Name of the sub-topic' })).toHaveFocus();
      expect(create).toBeDisabled();
      await user.keyboard('   ');
      expect(create).toBeDisabled();
      await user.keyboard('Digital skills ');
      expect(create).toBeEnabled();
      await user.click(create);
      expect(onConfirm).toHaveBeenCalledWith({ name: 'Digital skills' });
    });

    it('creates on a backdrop click when focus is on a button, not while typing', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      const { rerender } = render(<ConfirmModal {...confirmModalExamples.createSubTopic} onConfirm={onConfirm} />);
      await user.keyboard('Health');
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onConfirm).not.toHaveBeenCalled();

      rerender(<ConfirmModal {...confirmModalExamples.createSubTopic} onConfirm={onConfirm} key="again" />);
      await user.keyboard('Health');
      screen.getByRole('button', { name: 'Create' }).focus();
      await user.click(backdropOf(screen.getByRole('dialog')));
      expect(onConfirm).toHaveBeenCalledWith({ name: 'Health' });
    });
  });

  describe('given it is busy', () => {
    it('marks the confirm button busy and ignores clicks', async () => {
      const user = userEvent.setup();
      const onConfirm = vi.fn();
      render(<ConfirmModal {...confirmModalExamples.busy} onConfirm={onConfirm} />);
      const create = screen.getByRole('button', { name: /Create/ });
      expect(create).toHaveAttribute('aria-busy', 'true');
      await user.click(create);
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });
});
