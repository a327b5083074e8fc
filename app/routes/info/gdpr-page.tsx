import { useTranslation } from 'react-i18next';
import { PrivacyStatement } from '../../features/privacy/privacy-statement';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { InfoPage } from './info-page';

/** /gdpr: the privacy statement of docs/product/overview.md as a page. */
export function GdprPage() {
  const { t } = useTranslation();
  usePageHead(t('GDPR.TITLE'));
  return (
    <InfoPage title={t('GDPR.TITLE')}>
      <PrivacyStatement />
    </InfoPage>
  );
}
