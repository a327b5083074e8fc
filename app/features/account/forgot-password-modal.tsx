import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backendMessageKey } from '../../../contract/wire';
import { type ForgotPasswordForm, forgotPasswordFormSchema } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useRequestPasswordResetMutation } from '../../store/user-api';
import { toApiFailure } from '../../shared/api-failure';
import { ApiErrorLine, SuccessLine } from './form-messages';
import { useFieldLabels } from './use-field-labels';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';

export interface ForgotPasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The e-mail to start with: the one typed here before (kept by the page), or the login form's. */
  defaultEmail?: string;
  /** Told every change of the e-mail, so the page can keep it when the dialog closes (backdrop, Escape). */
  onEmailChange?: (email: string) => void;
}

/** Forgot password (docs/product/screens.md): e-mail and Send; after success a green message replaces the error lines. */
export function ForgotPasswordModal({ open, onOpenChange, defaultEmail = '', onEmailChange }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('FORGOT_PASSWORD.TITLE')}
      description={t('FORGOT_PASSWORD.TEXT')}
      fullscreenOnPhone
    >
      <ForgotPasswordBody defaultEmail={defaultEmail} onEmailChange={onEmailChange} />
    </Modal>
  );
}

/** Mounted only while the modal is open; what was typed lives on in the page through `onEmailChange`. */
function ForgotPasswordBody({ defaultEmail, onEmailChange }: { defaultEmail: string; onEmailChange?: (email: string) => void }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [apiError, setApiError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm<{ email: string }, ForgotPasswordForm>({
    schema: forgotPasswordFormSchema,
    initialValues: { email: defaultEmail },
    formId: 'forgot-password',
  });
  const email = form.values.email;
  const report = useRef(onEmailChange);
  report.current = onEmailChange;
  // Only what the user typed here is reported, not the address the dialog started with.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current && email === defaultEmail) return;
    typed.current = true;
    report.current?.(email);
  }, [email, defaultEmail]);
  const onSubmit = form.handleSubmit(async (data) => {
    setApiError(null);
    try {
      const { message } = await request(data).unwrap();
      setSent(backendMessageKey(message));
      snackbar.success(backendMessageKey(message), { shownInline: true });
    } catch (error) {
      const failure = toApiFailure(error);
      setSent(null);
      setApiError(failure.messageKey);
      form.setServerErrors(failure.fieldErrors);
      snackbar.failure(failure, { shownInline: true });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary errors={form.summary(labels)} focusKey={form.attempt} />
      <TextField {...form.textField('email')} type="email" label={labels.email} autoComplete="email" required />
      {sent ? <SuccessLine>{t(sent)}</SuccessLine> : <ApiErrorLine messageKey={apiError} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" loading={isLoading}>
          {t('FORGOT_PASSWORD.SEND')}
        </Button>
      </div>
    </form>
  );
}
