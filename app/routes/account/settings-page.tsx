import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordForm, changePasswordFormSchema } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { PasswordField } from '../../../ui/password-field';
import { AccountPage } from '../../features/account/account-page';
import { toApiFailure } from '../../shared/api-failure';
import { useFieldLabels } from '../../features/account/use-field-labels';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { sessionStarted } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useChangePasswordMutation } from '../../store/user-api';

const emptyValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /settings: the change-password form (docs/product/screens.md, behaviour.md). The new token replaces the old one in the
 * same storage as before; the fields clear. A failure shows as a snackbar (docs/product/messages.md) and, for a wrong
 * current password, also at that field, with focus there.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.SETTINGS'));
  const dispatch = useAppDispatch();
  const persistence = useAppSelector((state) => state.auth.persistence);
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [shown, setShown] = useState(false);
  const form = useZodForm<typeof emptyValues, ChangePasswordForm>({
    schema: changePasswordFormSchema,
    initialValues: emptyValues,
    formId: 'settings',
  });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const { token } = await change(data).unwrap();
      dispatch(sessionStarted({ token, persistence }));
      form.reset(emptyValues);
      setShown(false);
      snackbar.success('SETTINGS.PASSWORD_CHANGED');
    } catch (error) {
      const failure = toApiFailure(error);
      // The form's own rules passed, so a 400 that names no field is the current password being wrong:
      // it is shown at that field, which takes focus with the wrong entry selected for retyping.
      const wrongOldPassword = failure.status === 400 && Object.keys(failure.fieldErrors).length === 0;
      const fieldErrors = wrongOldPassword ? { oldPassword: failure.messageKey } : failure.fieldErrors;
      const onlyOldPassword = Object.keys(fieldErrors).join() === 'oldPassword';
      form.setServerErrors(fieldErrors, { focusSummary: !onlyOldPassword });
      snackbar.failure(failure, { shownInline: Object.keys(fieldErrors).length > 0 });
      if (onlyOldPassword) {
        requestAnimationFrame(() => {
          const input = document.getElementById(form.fieldId('oldPassword'));
          if (input instanceof HTMLInputElement) {
            input.focus();
            input.select();
          }
        });
      }
    }
  });

  const password = (field: keyof typeof emptyValues, autoComplete: string, toggle: boolean, hint?: string) => (
    <PasswordField
      id={form.fieldId(field)}
      label={labels[field]}
      hint={hint}
      error={form.errorOf(field)}
      value={form.values[field]}
      onChange={(e) => form.setValue(field, e.target.value)}
      autoComplete={autoComplete}
      shown={shown}
      onShownChange={setShown}
      toggle={toggle}
      required
    />
  );

  return (
    <AccountPage title={t('PAGES.SETTINGS')}>
      <section aria-labelledby="change-password-title" className="flex flex-col gap-5">
        <h2 id="change-password-title" className="m-0 font-bold font-heading text-2xl">
          {t('SETTINGS.CHANGE_PASSWORD')}
        </h2>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <ErrorSummary errors={form.summary(labels)} focusKey={form.attempt} />
          {password('oldPassword', 'current-password', true)}
          {password('newPassword', 'new-password', false, t('ACCOUNT.HINTS.PASSWORD'))}
          {password('confirmPassword', 'new-password', false)}
          <div>
            <Button type="submit" loading={isLoading}>
              {t('SETTINGS.SAVE_PASSWORD')}
            </Button>
          </div>
        </form>
      </section>
    </AccountPage>
  );
}
