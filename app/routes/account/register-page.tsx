import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RegisterForm, registerFormSchema } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ErrorSummary } from '../../../ui/error-summary';
import { Modal, ModalClose } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { AccountPage } from '../../features/account/account-page';
import { toApiFailure } from '../../shared/api-failure';
import { ApiErrorLine, SuccessLine } from '../../features/account/form-messages';
import { ProfileFields, profileFocusTargets } from '../../features/account/profile-fields';
import { explainProfileError, type ProfileValues, withEmployment } from '../../features/account/profile-values';
import { inlineLinkClass } from '../../shared/inline-link';
import { pages } from '../../shared/paths';
import { useBack } from '../../features/account/use-back';
import { useFieldLabels } from '../../features/account/use-field-labels';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { useRegisterMutation } from '../../store/user-api';
import { NewPasswordFields } from '../../features/account/new-password-fields';
import { clearRegisterDraft, readRegisterDraft, useRegisterDraft } from '../../features/account/register-draft';
import { PrivacyStatement } from '../../features/privacy/privacy-statement';

interface RegisterValues extends ProfileValues {
  email: string;
  password: string;
  confirmPwd: string;
  gdpr: boolean;
}

// In the order of the page, which is also the error summary's order.
const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  location: '',
  residence: null,
  age: null,
  gender: null,
  education: null,
  employment: null,
  jobField: [],
  unemployedMonths: null,
  password: '',
  confirmPwd: '',
  gdpr: false,
};

/** /register (docs/product/screens.md): every profile field, password twice, GDPR consent; activation by e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.REGISTER'), { canonicalPath: pages.register });
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const back = useBack();
  const [register, { isLoading }] = useRegisterMutation();
  const [apiError, setApiError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  // A half-filled form survives leaving the page in this tab (session storage, never the passwords).
  const [startValues] = useState(() => readRegisterDraft(initialValues));
  const form = useZodForm<RegisterValues, RegisterForm>({
    schema: registerFormSchema,
    initialValues: startValues,
    formId: 'register',
    explain: explainProfileError,
  });
  useRegisterDraft(form.values, !registered);
  const [privacyOpen, setPrivacyOpen] = useState(false);
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
      snackbar.error(failure.messageKey, { shownInline: true });
    }
  });

  const loginLink = (
    <p className="m-0 flex flex-wrap items-center gap-x-2">
      {t('REGISTER.HAVE_ACCOUNT')}
      <Link to={pages.login} className={inlineLinkClass}>
        {t('REGISTER.LOGIN_LINK')}
      </Link>
    </p>
  );

  return (
    <AccountPage title={t('PAGES.REGISTER')} intro={registered ? undefined : t('REGISTER.INTRO')}>
      {registered ? (
        <div ref={successRef} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
          <SuccessLine>{t('REGISTER.ACTIVATION_SENT')}</SuccessLine>
          {loginLink}
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
            <ErrorSummary errors={form.summary(labels, profileFocusTargets(form.fieldId))} focusKey={form.attempt} />
            <ProfileFields
              form={{ ...form, setEmployment }}
              emailSlot={
                <TextField
                  id={form.fieldId('email')}
                  type="email"
                  label={labels.email}
                  hint={t('ACCOUNT.HINTS.EMAIL')}
                  error={form.errorOf('email')}
                  value={form.values.email}
                  onChange={(e) => form.setValue('email', e.target.value)}
                  autoComplete="email"
                  required
                />
              }
            />
            <NewPasswordFields
              form={form}
              passwordLabel={labels.password}
              confirmLabel={labels.confirmPwd}
              shown={passwordShown}
              onShownChange={setPasswordShown}
            />
            <Checkbox
              id={form.fieldId('gdpr')}
              label={
                <span>
                  <Trans
                    i18nKey="REGISTER.GDPR_CONSENT"
                    components={{
                      // The statement opens over the form, which stays as filled in; the address still
                      // works for opening it in a new tab.
                      policy: (
                        <Link
                          to={pages.gdpr}
                          aria-haspopup="dialog"
                          className="font-bold text-accent underline underline-offset-4"
                          onClick={(event) => {
                            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                            event.preventDefault();
                            setPrivacyOpen(true);
                          }}
                        />
                      ),
                    }}
                  />
                </span>
              }
              error={form.errorOf('gdpr')}
              checked={form.values.gdpr}
              onChange={(e) => form.setValue('gdpr', e.target.checked)}
              required
            />
            <ApiErrorLine messageKey={apiError} exclaim />
            <div>
              <Button type="submit" size="large" loading={isLoading}>
                {t('REGISTER.SUBMIT')}
              </Button>
            </div>
          </form>
          {loginLink}
        </>
      )}
      <div>
        <Button variant="secondary" onClick={back}>
          {t('ACCOUNT.BACK')}
        </Button>
      </div>
      <Modal
        open={privacyOpen}
        onOpenChange={setPrivacyOpen}
        title={t('GDPR.TITLE')}
        description={t('REGISTER.PRIVACY_DIALOG_TEXT')}
        fullscreenOnPhone
        footer={
          <ModalClose asChild>
            <Button>{t('REGISTER.PRIVACY_BACK')}</Button>
          </ModalClose>
        }
      >
        <PrivacyStatement headingLevel={3} />
      </Modal>
    </AccountPage>
  );
}
