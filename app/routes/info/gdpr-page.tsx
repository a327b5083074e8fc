import { useTranslation } from 'react-i18next';
import { organisation } from '../../content/organisation';
import { usePageHead } from '../../layout/use-page-head';
import { InfoPage, InfoSection } from './info-page';

/** The privacy statement of spec section 1, section by section. */
const sections = [
  'CONTROLLER',
  'DPO',
  'DATA',
  'PURPOSES',
  'LEGAL',
  'TRANSFER',
  'RETENTION',
  'SECURITY',
  'PASSWORD',
  'RIGHTS',
] as const;

export function GdprPage() {
  const { t } = useTranslation();
  usePageHead(t('GDPR.TITLE'));
  const values = { controller: organisation.controller, email: organisation.contactEmail, dpoEmail: organisation.dpoEmail };
  return (
    <InfoPage title={t('GDPR.TITLE')}>
      <p className="text-xl">{t('GDPR.INTRO')}</p>
      {sections.map((section) => (
        <InfoSection key={section} title={t(`GDPR.${section}_TITLE`)}>
          <p>{t(`GDPR.${section}_TEXT`, values)}</p>
          {section === 'RIGHTS' ? <p>{t('GDPR.ANSWER_TIME')}</p> : null}
        </InfoSection>
      ))}
    </InfoPage>
  );
}
