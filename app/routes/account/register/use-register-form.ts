import { useRef, useState } from 'react';
import { type RegisterForm, registerFormSchema } from '../../../../contract/user-forms';
import { explainProfileError, withEmployment } from '../../../features/account/profile-values';
import { clearRegisterDraft, readRegisterDraft, useRegisterDraft } from '../../../features/account/register-draft';
import { toApiFailure } from '../../../shared/api-failure';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSnackbar } from '../../../shared/use-snackbar';
import { useRegisterMutation } from '../../../store/user-api';
import { initialRegisterValues, type RegisterValues } from './register-values';

/**
 * The registration form and its submit: on success the draft goes and the confirmation takes focus; on a failure
 * the server's message shows above the button and its field errors under their fields.
 */
export function useRegisterForm() {
  const snackbar = useSnackbar();
  const [register, { isLoading }] = useRegisterMutation();
  const [apiError, setApiError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  // A half-filled form survives leaving the page in this tab (session storage, never the passwords).
  const [startValues] = useState(() => readRegisterDraft(initialRegisterValues));
  const form = useZodForm<RegisterValues, RegisterForm>({
    schema: registerFormSchema,
    initialValues: startValues,
    formId: 'register',
    explain: explainProfileError,
  });
  useRegisterDraft(form.values, !registered);
  const setEmployment = (employed: boolean) =>
    form.update((v) => withEmployment(v, employed), ['employment', 'jobField', 'unemployedMonths']);

  const onSubmit = form.handleSubmit(async (data) => {
    setApiError(null);
    try {
      await register(data).unwrap();
      clearRegisterDraft();
      setRegistered(true);
      snackbar.success('SNACKBAR.ACTIVATION_SENT', { shownInline: true });
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      const failure = toApiFailure(error);
      setApiError(failure.messageKey);
      form.setServerErrors(failure.fieldErrors);
      snackbar.failure(failure, { shownInline: true });
    }
  });
  return { form, setEmployment, onSubmit, isLoading, apiError, registered, successRef };
}
export type RegisterFormState = ReturnType<typeof useRegisterForm>;
