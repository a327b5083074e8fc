import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { RetryIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { SupportReference, type SupportReferenceProps } from '../support-reference';

export interface ErrorPageProps {
  /** Reloads the page; defaults to window.location.reload(). */
  onReload?: () => void;
  /** Where "Contact support" leads (a mailto: or a page); without it the advice is plain text. */
  contactHref?: string;
  /** The id for the person to quote when they contact support, with its sentence (from the app). */
  reference?: SupportReferenceProps;
  className?: string;
}

const reloadPage = () => window.location.reload();

/**
 * The generic error page of docs/product/screens.md: something went wrong, an apology, try later, and what to do
 * meanwhile (check the connection, reload, contact support), and the id to quote when there is one. It renders no
 * <main>, as the layout has one.
 */
export function ErrorPage({ onReload = reloadPage, contactHref, reference, className }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('mx-auto flex max-w-2xl flex-col items-start gap-4 py-8 font-body text-lg text-text', className)}>
      <h1 className="m-0 font-heading text-3xl font-bold leading-tight">{t('ERROR_PAGE.TITLE')}</h1>
      <p className="m-0">{t('ERROR_PAGE.APOLOGY')}</p>
      <p className="m-0">{t('ERROR_PAGE.TRY_LATER')}</p>
      <ul className="m-0 flex list-disc flex-col gap-2 pl-6">
        <li>{t('ERROR_PAGE.CHECK_CONNECTION')}</li>
        <li>{t('ERROR_PAGE.CONTACT')}</li>
      </ul>
      {reference ? <SupportReference {...reference} /> : null}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button onClick={onReload}>
          <RetryIcon />
          {t('ERROR_PAGE.RELOAD')}
        </Button>
        {contactHref ? (
          <a
            href={contactHref}
            className="inline-flex min-h-11 items-center px-2 font-bold text-accent text-lg underline underline-offset-4 focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2"
          >
            {t('ERROR_PAGE.CONTACT_LINK')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
