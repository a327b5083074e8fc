import { useTranslation } from 'react-i18next';

/**
 * Said beside a download button when the filters match no completed survey: no empty file is saved.
 * The live region is always there, so the message is announced when it appears.
 */
export function NothingToExport({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="m-0 text-lg font-bold empty:hidden">
      {shown ? t('STAFF.NOTHING_TO_EXPORT') : null}
    </p>
  );
}
