import { useTranslation } from 'react-i18next';
import { organisation } from '../../content/organisation';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { withMailLinks } from '../../shared/mail-links';
import { InfoPage, InfoSection } from './info-page';

/** An accessibility statement in the shape public bodies in the EU publish (Directive (EU) 2016/2102). */
const sections = ['STATUS', 'LIMITS', 'FEEDBACK', 'ENFORCEMENT'] as const;

export function AccessibilityPage() {
  const { t } = useTranslation();
  usePageHead(t('A11Y_STATEMENT.TITLE'));
  return (
    <InfoPage title={t('A11Y_STATEMENT.TITLE')}>
      <p className="text-xl">{t('A11Y_STATEMENT.INTRO')}</p>
      {sections.map((section) => (
        <InfoSection key={section} title={t(`A11Y_STATEMENT.${section}_TITLE`)}>
          <p>{withMailLinks(t, `A11Y_STATEMENT.${section}_TEXT`, { email: organisation.accessibilityEmail })}</p>
        </InfoSection>
      ))}
      <p className="text-text-muted">{t('A11Y_STATEMENT.PREPARED')}</p>
    </InfoPage>
  );
}
