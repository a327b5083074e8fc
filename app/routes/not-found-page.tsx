import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../shared/page-head/use-page-title';
import { homePath } from '../shared/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('PAGES.NOT_FOUND'));
  return (
    <section aria-labelledby="page-title" className="page-column max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t('PAGES.NOT_FOUND')}
      </h1>
      <p className="mt-4 text-lg">{t('PAGES.NOT_FOUND_TEXT')}</p>
      <Link to={homePath('general')} className="mt-6 inline-block text-lg font-bold text-accent underline underline-offset-4">
        {t('PAGES.BACK_HOME')}
      </Link>
    </section>
  );
}
