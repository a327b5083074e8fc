import { useTranslation } from 'react-i18next';
import guidesImage from '../../assets/illustrations/guides.svg';
import { usePageHead } from '../../layout/use-page-head';
import { InfoPage } from './info-page';

export function GuidesPage() {
  const { t } = useTranslation();
  usePageHead(t('GUIDES.TITLE'));
  return (
    <InfoPage title={t('GUIDES.TITLE')}>
      <p className="max-w-prose text-xl">{t('GUIDES.DESCRIPTION')}</p>
      <img src={guidesImage} alt={t('GUIDES.IMAGE_ALT')} width={400} height={300} className="h-auto w-full max-w-md" />
    </InfoPage>
  );
}
