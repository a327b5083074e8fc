import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/password-field';
import type { ZodForm } from '../../shared/forms/use-zod-form';

interface NewPasswordValues {
  password: string;
  confirmPwd: string;
}

export interface NewPasswordFieldsProps<V extends NewPasswordValues> {
  form: Pick<ZodForm<V>, 'fieldId' | 'errorOf' | 'values' | 'setValue'>;
  passwordLabel: string;
  confirmLabel: string;
  /** One show/hide toggle (on the first field) reveals both. */
  shown: boolean;
  onShownChange: (shown: boolean) => void;
}

/** A new password and its confirmation, as registration and the reset modal ask for them. */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  passwordLabel,
  confirmLabel,
  shown,
  onShownChange,
}: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation();
  const set = form.setValue as (field: keyof NewPasswordValues, value: string) => void;
  return (
    <>
      <PasswordField
        id={form.fieldId('password')}
        label={passwordLabel}
        hint={t('ACCOUNT.HINTS.PASSWORD')}
        error={form.errorOf('password')}
        value={form.values.password}
        onChange={(e) => set('password', e.target.value)}
        autoComplete="new-password"
        shown={shown}
        onShownChange={onShownChange}
        required
      />
      <PasswordField
        id={form.fieldId('confirmPwd')}
        label={confirmLabel}
        error={form.errorOf('confirmPwd')}
        value={form.values.confirmPwd}
        onChange={(e) => set('confirmPwd', e.target.value)}
        autoComplete="new-password"
        shown={shown}
        toggle={false}
        required
      />
    </>
  );
}
