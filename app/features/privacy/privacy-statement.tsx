import { useTranslation } from 'react-i18next';
import { organisation } from '../../content/organisation';
import { withMailLinks } from '../../shared/mail-links';

/** The privacy statement of docs/product/overview.md, section by section. */
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

export interface PrivacyStatementProps {
  /** The level of the section headings: 2 on the page (under its h1), 3 in a dialog (under its h2 title). */
  headingLevel?: 2 | 3;
}

/** The statement's text: the intro and every section. Shown on /gdpr and in the registration's dialog. */
export function PrivacyStatement({ headingLevel = 2 }: PrivacyStatementProps) {
  const { t } = useTranslation();
  // Every interpolated value is language-neutral: addresses (as mailto links), and the controller's proper
  // name when one is configured. Without one the statement describes the controller in the reader's language.
  const addresses = { email: organisation.contactEmail, dpoEmail: organisation.dpoEmail };
  const values = { controller: organisation.controllerName ?? '' };
  const textKey = (section: (typeof sections)[number]) =>
    section === 'CONTROLLER' && !organisation.controllerName ? 'GDPR.CONTROLLER_TEXT_UNNAMED' : `GDPR.${section}_TEXT`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <p className="m-0 text-xl">{t('GDPR.INTRO')}</p>
      {sections.map((section) => (
        <section key={section} className="mt-4">
          <Heading className="m-0 font-bold font-heading text-2xl">{t(`GDPR.${section}_TITLE`)}</Heading>
          <div className="mt-2 flex flex-col gap-3">
            <p className="m-0">{withMailLinks(t, textKey(section), addresses, values)}</p>
            {section === 'RETENTION' ? <p className="m-0">{t('GDPR.STAFF_ACTIONS')}</p> : null}
            {section === 'RIGHTS' ? <p className="m-0">{t('GDPR.ANSWER_TIME')}</p> : null}
          </div>
        </section>
      ))}
    </>
  );
}
