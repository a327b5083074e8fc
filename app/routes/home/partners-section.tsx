import { useTranslation } from 'react-i18next';
import { type Partner, partners as configuredPartners } from '../../content/partners';
import { ExternalLink } from '../../layout/external-link';
import { PartnerLogo } from './partner-logo';

const cardClass = 'flex min-h-20 items-center gap-3 rounded-card border border-border bg-surface p-3 font-bold text-text';

/** The partners of the deployment's configuration; one without an address is listed without a link. */
export function PartnersSection({ partners = configuredPartners }: { partners?: Partner[] }) {
  const { t } = useTranslation();
  if (!partners.length) return null;
  return (
    <section aria-labelledby="partners-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="partners-title" className="font-heading text-3xl font-bold">
        {t('HOMEPAGE.PARTNERS.TITLE')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 desktop:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.name}>
            {partner.url ? (
              <ExternalLink href={partner.url} className={`${cardClass} underline-offset-4 hover:underline`}>
                <PartnerLogo name={partner.name} />
                <span>
                  {partner.name}
                  <span className="sr-only"> {t('NAV.OPENS_NEW_TAB')}</span>
                </span>
              </ExternalLink>
            ) : (
              <div className={cardClass}>
                <PartnerLogo name={partner.name} />
                <span>{partner.name}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
