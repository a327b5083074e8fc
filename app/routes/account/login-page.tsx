import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginForm } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { ErrorSummary } from '../../../ui/error-summary';
import { LinkButton } from '../../../ui/link-button';
import { PasswordField } from '../../../ui/password-field';
import { TextField } from '../../../ui/text-field';
import { AccountPage } from '../../features/account/account-page';
import { type ApiFailure, toApiFailure } from '../../shared/api-failure';
import { ApiErrorLine } from '../../features/account/form-messages';
import { RegisterInvite } from '../../shared/register-invite';
import { homePath, pages } from '../../shared/paths';
import { renderRouterLink } from '../../shared/router-link';
import { useFieldLabels } from '../../features/account/use-field-labels';
import { useLinkTokens } from '../../features/account/use-link-tokens';
import { useLogin } from '../../features/account/use-login';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';
import { MountOnceOpen } from '../../layout/mount-once-open';
import { usePageHead } from '../../shared/page-head/use-page-head';

// What the first screen does not need loads when wanted: the rules (zod) at the first change or
// submit, the dialogs when they open.
const loadSchema = () => import('../../../contract/user-forms').then((m) => m.loginFormSchema);
const ForgotPasswordModal = lazy(() =>
  import('../../features/account/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ResetPasswordModal = lazy(() =>
  import('../../features/account/reset-password-modal').then((m) => ({ default: m.ResetPasswordModal })),
);

interface LoginValues {
  email: string;
  password: string;
  rememberme: boolean;
}

/** /login (docs/product/screens.md): e-mail, password, remember-me; forgot-password and the e-mailed links. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.LOGIN'), { canonicalPath: pages.login });
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const [login, { isLoading }] = useLogin();
  const [apiError, setApiError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // What was typed in the forgot-password dialog, kept when it closes (a backdrop click, Escape).
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const form = useZodForm<LoginValues, LoginForm>({
    schema: loadSchema,
    initialValues: { email: '', password: '', rememberme: false },
    formId: 'login',
  });
  const showFailure = (failure: ApiFailure) => {
    setApiError(failure.messageKey);
    snackbar.failure(failure, { shownInline: true });
  };
  const { resetToken, closeReset } = useLinkTokens(showFailure);

  const onSubmit = form.handleSubmit(async (data) => {
    setApiError(null);
    try {
      await login(data);
    } catch (error) {
      const failure = toApiFailure(error);
      form.setServerErrors(failure.fieldErrors);
      showFailure(failure);
    }
  });

  return (
    <AccountPage title={t('PAGES.LOGIN')} intro={t('LOGIN.INTRO')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <ErrorSummary errors={form.summary(labels)} focusKey={form.attempt} />
        <TextField {...form.textField('email')} type="email" label={labels.email} autoComplete="username" required />
        <PasswordField {...form.textField('password')} label={labels.password} autoComplete="current-password" required />
        <Checkbox
          id={form.fieldId('rememberme')}
          label={labels.rememberme}
          hint={t('LOGIN.REMEMBER_ME_HINT')}
          checked={form.values.rememberme}
          onChange={(e) => form.setValue('rememberme', e.target.checked)}
        />
        <ApiErrorLine messageKey={apiError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={isLoading}>
            {t('LOGIN.SUBMIT')}
          </Button>
          <Button variant="ghost" onClick={() => setForgotOpen(true)}>
            {t('LOGIN.FORGOT_PASSWORD')}
          </Button>
        </div>
      </form>
      <RegisterInvite />
      <div>
        <LinkButton href={homePath('general')} variant="secondary" renderLink={renderRouterLink}>
          {t('ACCOUNT.BACK')}
        </LinkButton>
      </div>
      <MountOnceOpen open={forgotOpen}>
        <ForgotPasswordModal
          open={forgotOpen}
          onOpenChange={setForgotOpen}
          defaultEmail={forgotEmail ?? form.values.email}
          onEmailChange={setForgotEmail}
        />
      </MountOnceOpen>
      <MountOnceOpen open={resetToken !== null}>
        <ResetPasswordModal token={resetToken} onClose={closeReset} />
      </MountOnceOpen>
    </AccountPage>
  );
}
