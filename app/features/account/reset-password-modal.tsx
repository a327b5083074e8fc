import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backendMessageKey } from '../../../contract/wire';
import { type ResetPasswordForm, resetPasswordFormSchema } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal } from '../../../ui/modal';
import { useResetPasswordMutation } from '../../store/user-api';
import { toApiFailure } from '../../shared/api-failure';
import { ApiErrorLine } from './form-messages';
import { useFieldLabels } from './use-field-labels';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';
import { NewPasswordFields } from './new-password-fields';

export interface ResetPasswordModalProps {
  /** The reset-token of the e-mailed link; the modal is open while there is one. */
  token: string | null;
  onClose: () => void;
}

/** Reset password (docs/product/screens.md): new password and its confirmation; closes on success with a snackbar. */
export function ResetPasswordModal({ token, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={token !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('RESET_PASSWORD.TITLE')}
      description={t('RESET_PASSWORD.TEXT')}
      fullscreenOnPhone
    >
      {token ? <ResetPasswordFormFields token={token} onDone={onClose} /> : null}
    </Modal>
  );
}

function ResetPasswordFormFields({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [apiError, setApiError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const form = useZodForm<{ password: string; confirmPwd: string; token: string }, ResetPasswordForm>({
    schema: resetPasswordFormSchema,
    initialValues: { password: '', confirmPwd: '', token },
    formId: 'reset-password',
  });
  const onSubmit = form.handleSubmit(async (data) => {
    setApiError(null);
    try {
      const { message } = await reset(data).unwrap();
      snackbar.success(backendMessageKey(message));
      onDone();
    } catch (error) {
      const failure = toApiFailure(error);
      setApiError(failure.messageKey);
      form.setServerErrors(failure.fieldErrors);
      snackbar.failure(failure, { shownInline: true });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary
        errors={form.summary({ password: t('RESET_PASSWORD.PASSWORD'), confirmPwd: labels.confirmPwd })}
        focusKey={form.attempt}
      />
      <NewPasswordFields
        form={form}
        passwordLabel={t('RESET_PASSWORD.PASSWORD')}
        confirmLabel={labels.confirmPwd}
        shown={shown}
        onShownChange={setShown}
      />
      <ApiErrorLine messageKey={apiError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" loading={isLoading}>
          {t('RESET_PASSWORD.SAVE')}
        </Button>
      </div>
    </form>
  );
}
