import { type FormEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Modal, ModalClose } from '../modal';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';

export type ConfirmVariant = 'delete' | 'create';

export interface ConfirmValues {
  password?: string;
  name?: string;
}

export interface ConfirmNameInput {
  /** The visible label, already translated; defaults to CONFIRM_MODAL.NAME. */
  label?: string;
  hint?: string;
  defaultValue?: string;
}

export interface ConfirmModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  /** delete: a danger button labelled Delete; create: a primary button labelled Create. */
  variant: ConfirmVariant;
  /** Overrides the button's label (already translated). */
  confirmLabel?: string;
  /** Ask for the user's password (with a show/hide toggle) before confirming. */
  requirePassword?: boolean;
  /** Ask for a name, e.g. of a new sub-topic. */
  nameInput?: boolean | ConfirmNameInput;
  /** Called with the typed values. Return (or resolve to) false to keep the modal open, e.g. on a wrong password. */
  onConfirm: (values: ConfirmValues) => unknown;
  /** Shows the confirm button as loading. */
  busy?: boolean;
  /** Translation keys of errors shown under the inputs. */
  passwordError?: string;
  nameError?: string;
}

/**
 * The generic confirm modal of docs/product/screens.md: cancel, and a delete or create button that stays disabled
 * until every asked-for input is filled. Only `create` saves on a backdrop click: a delete must never
 * happen by a stray click beside the dialog.
 */
export function ConfirmModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  ...form
}: ConfirmModalProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const submit = useRef<() => void>(() => {});
  const firstFocus = useRef<HTMLElement>(null);
  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={title}
      description={description}
      initialFocus={firstFocus}
      onSave={form.variant === 'create' ? () => submit.current() : undefined}
    >
      <ConfirmForm {...form} submitRef={submit} firstFocus={firstFocus} onDone={() => setOpen(false)} />
    </Modal>
  );
}

type ConfirmFormProps = Omit<ConfirmModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'title' | 'description'> & {
  submitRef: { current: () => void };
  firstFocus: { current: HTMLElement | null };
  onDone: () => void;
};

/** The inputs and buttons; mounted only while open, so typed values are gone when the modal reopens. */
function ConfirmForm({
  variant,
  confirmLabel,
  requirePassword = false,
  nameInput,
  onConfirm,
  busy = false,
  passwordError,
  nameError,
  submitRef,
  firstFocus,
  onDone,
}: ConfirmFormProps) {
  const { t } = useTranslation();
  const nameOptions = typeof nameInput === 'object' ? nameInput : {};
  const [password, setPassword] = useState('');
  const [name, setName] = useState(nameOptions.defaultValue ?? '');
  const complete = (!requirePassword || password.length > 0) && (!nameInput || name.trim().length > 0);

  const confirm = async () => {
    if (!complete || busy) return;
    const values: ConfirmValues = {};
    if (requirePassword) values.password = password;
    if (nameInput) values.name = name.trim();
    if ((await onConfirm(values)) !== false) onDone();
  };
  submitRef.current = () => void confirm();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  // The first input, or Cancel when there is none, takes focus on opening.
  const focusFirst = (el: HTMLElement | null) => {
    if (el && !firstFocus.current?.isConnected) firstFocus.current = el;
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
      {nameInput ? (
        <TextField
          ref={focusFirst}
          label={nameOptions.label ?? t('CONFIRM_MODAL.NAME')}
          hint={nameOptions.hint}
          error={nameError}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          autoComplete="off"
        />
      ) : null}
      {requirePassword ? (
        <PasswordField
          ref={focusFirst}
          label={t('CONFIRM_MODAL.PASSWORD')}
          hint={t('CONFIRM_MODAL.PASSWORD_HINT')}
          error={passwordError}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary" ref={nameInput || requirePassword ? undefined : focusFirst}>
            {t('UI.CANCEL')}
          </Button>
        </ModalClose>
        <Button type="submit" variant={variant === 'delete' ? 'danger' : 'primary'} disabled={!complete} loading={busy}>
          {confirmLabel ?? t(variant === 'delete' ? 'UI.DELETE' : 'UI.CREATE')}
        </Button>
      </div>
    </form>
  );
}
