import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../layout/use-page-title';

/** A declared route whose screen a later issue builds: it says so plainly and pretends nothing. */
export function NotBuiltPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10">
      <h1 id="page-title" className="font-heading text-3xl font-bold">
        {t(titleKey)}
      </h1>
      <p className="mt-4 text-lg">{t('PAGES.NOT_BUILT')}</p>
      <p className="mt-2 text-text-muted">{t('PAGES.NOT_BUILT_TEXT')}</p>
    </section>
  );
}
