import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> – <product title>", so screen-reader users hear where a navigation landed. */
export function usePageTitle(page?: string) {
  const { t } = useTranslation();
  const product = t('APP.TITLE');
  useEffect(() => {
    document.title = page ? `${page} – ${product}` : product;
  }, [page, product]);
}
