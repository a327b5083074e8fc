import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { AccountPage } from '../../features/account/account-page';
import { SuccessLine } from '../../features/account/form-messages';
import { useBack } from '../../features/account/use-back';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { inlineLinkClass } from '../../shared/inline-link';
import { pages } from '../../shared/paths';
import { PrivacyDialog } from './register/privacy-dialog';
import { RegisterFields } from './register/register-fields';
import { useRegisterForm } from './register/use-register-form';

/** /register (docs/product/screens.md): every profile field, password twice, GDPR consent; activation by e-mail. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.REGISTER'), { canonicalPath: pages.register });
  const back = useBack();
  const state = useRegisterForm();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  return (
    <AccountPage title={t('PAGES.REGISTER')} intro={state.registered ? undefined : t('REGISTER.INTRO')}>
      {state.registered ? (
        <div ref={state.successRef} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
          <SuccessLine>{t('REGISTER.ACTIVATION_SENT')}</SuccessLine>
          <LoginLink />
        </div>
      ) : (
        <>
          <RegisterFields state={state} onOpenPrivacy={() => setPrivacyOpen(true)} />
          <LoginLink />
        </>
      )}
      <div>
        <Button variant="secondary" onClick={back}>
          {t('ACCOUNT.BACK')}
        </Button>
      </div>
      <PrivacyDialog open={privacyOpen} onOpenChange={setPrivacyOpen} />
    </AccountPage>
  );
}

/** "Already have an account?" and the way to log in. */
function LoginLink() {
  const { t } = useTranslation();
  return (
    <p className="m-0 flex flex-wrap items-center gap-x-2">
      {t('REGISTER.HAVE_ACCOUNT')}
      <Link to={pages.login} className={inlineLinkClass}>
        {t('REGISTER.LOGIN_LINK')}
      </Link>
    </p>
  );
}
