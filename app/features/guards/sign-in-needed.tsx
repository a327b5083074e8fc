import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../ui/link-button';
import { usePageTitle } from '../../shared/page-head/use-page-title';
import { loginPath } from '../../shared/paths';
import { RegisterInvite } from '../../shared/register-invite';

/**
 * What a page that needs a login shows a visitor without one, at the page's own address: it says
 * so and offers "Log in", which comes back here, rather than sending the visitor away without a word.
 */
export function SignInNeeded() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  usePageTitle(t('SIGN_IN_NEEDED.TITLE'));
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 desktop:py-10">
      <h1 id="page-title" className="m-0 font-bold font-heading text-3xl leading-tight desktop:text-4xl">
        {t('SIGN_IN_NEEDED.TITLE')}
      </h1>
      <p className="m-0 text-lg">{t('SIGN_IN_NEEDED.TEXT')}</p>
      <div>
        <LinkButton href={loginPath(`${pathname}${search}${hash}`)}>{t('NAV.LOGIN')}</LinkButton>
      </div>
      <RegisterInvite />
    </section>
  );
}
