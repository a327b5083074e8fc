import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeadCollector } from './page-head-collector';

function upsertLink(rel: string, href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/**
 * The document head for a page: "<page> – <product title>" as the title (so screen-reader users hear where
 * a navigation landed), the translated meta description, and a canonical address where given.
 */
export function usePageHead(page?: string, options: { canonicalPath?: string } = {}) {
  const { t } = useTranslation();
  const product = t('APP.TITLE');
  const description = t('APP.DESCRIPTION');
  const { canonicalPath } = options;
  const title = page ? `${page} – ${product}` : product;
  useContext(PageHeadCollector)?.({ title, description, canonicalPath });
  useEffect(() => {
    document.title = title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
    upsertLink('canonical', canonicalPath === undefined ? null : new URL(canonicalPath, window.location.origin).href);
  }, [title, description, canonicalPath]);
}
