import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/api/audit';
import { formatDateTime } from '../../../../ui/lib/intl-format';
import { StaffTable, staffCell } from '../staff-table';
import { actionKeys, detailsInWords, whoInWords } from './audit-words';

/**
 * The entries, newest first. On a phone the table keeps its columns and scrolls sideways inside its own
 * region (focusable, so the keyboard scrolls it too); the page itself never does.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const caption = t('AUDIT.CAPTION');
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to be scrolled with the keyboard (axe's scrollable-region-focusable)
      tabIndex={0}
      className="mt-2 overflow-x-auto rounded-control focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <StaffTable
        caption={caption}
        className="mt-0 min-w-[56rem] table-fixed text-base [overflow-wrap:anywhere]"
        columns={[
          { label: t('AUDIT.WHEN'), className: 'w-44' },
          { label: t('AUDIT.WHO'), className: 'w-48' },
          { label: t('AUDIT.WHAT'), className: 'w-40' },
          { label: t('AUDIT.DETAILS') },
          { label: t('AUDIT.REQUEST'), className: 'w-40' },
        ]}
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <td className={staffCell}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
            </td>
            <td className={staffCell}>{whoInWords(entry, t)}</td>
            <td className={`${staffCell} font-bold`}>{t(actionKeys[entry.action])}</td>
            <td className={staffCell}>{detailsInWords(entry, t, i18n.language)}</td>
            <td className={`${staffCell} font-mono text-sm`}>{entry.requestId}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
