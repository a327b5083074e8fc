import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inlineLinkClass } from './inline-link';
import { pages } from './paths';

/** "No account yet? Register here", under a login form or a page that asks for a login. */
export function RegisterInvite() {
  const { t } = useTranslation();
  return (
    <p className="m-0 flex flex-wrap items-center gap-x-2">
      {t('LOGIN.NO_ACCOUNT')}
      <Link to={pages.register} className={inlineLinkClass}>
        {t('LOGIN.REGISTER_LINK')}
      </Link>
    </p>
  );
}
