import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../contract/api/audit';
import { formatDateTime } from '../../../../ui/lib/intl-format';
import { StaffTable, staffCell } from '../staff-table';
import { actionKeys, detailsInWords, whoInWords } from './audit-words';

/** E-mails and request ids have no place to break a line: they break anywhere rather than widen a column. */
const unbroken = '[overflow-wrap:anywhere]';

/** An e-mail address that may break after its @ first (name@ / example.org). */
function Address({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** One entry's columns in the reader's language and time zone. */
function useEntryWords() {
  const { t, i18n } = useTranslation();
  return (entry: AuditEntry) => ({
    when: formatDateTime(entry.at, i18n.language),
    who: whoInWords(entry, t),
    what: t(actionKeys[entry.action]),
    details: detailsInWords(entry, t, i18n.language),
  });
}

/** Wide windows: a table of the entries, newest first. */
function EntriesTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const words = useEntryWords();
  return (
    <StaffTable
      caption={t('AUDIT.CAPTION')}
      className="mt-2 text-base"
      regionClassName="hidden lg:block"
      columns={[
        { label: t('AUDIT.WHEN'), className: 'w-40' },
        { label: t('AUDIT.WHO'), className: 'w-64' },
        { label: t('AUDIT.WHAT') },
        { label: t('AUDIT.DETAILS') },
        { label: t('AUDIT.REQUEST'), className: 'w-36' },
      ]}
    >
      {entries.map((entry) => {
        const { when, who, what, details } = words(entry);
        return (
          <tr key={entry.id} data-testid="audit-entry">
            <td className={staffCell}>
              <time dateTime={entry.at}>{when}</time>
            </td>
            <td className={`${staffCell} ${unbroken}`}>
              <Address text={who} />
            </td>
            <td className={`${staffCell} font-bold`}>{what}</td>
            <td className={staffCell}>{details}</td>
            <td className={`${staffCell} ${unbroken} font-mono text-sm`}>{entry.requestId}</td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

/** Phones and narrow windows: one block per entry, what happened first, nothing to scroll sideways. */
function EntriesList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const words = useEntryWords();
  return (
    <ul aria-label={t('AUDIT.CAPTION')} className="mt-2 flex flex-col border-t border-border lg:hidden">
      {entries.map((entry) => {
        const { when, who, what, details } = words(entry);
        return (
          <li key={entry.id} className="flex flex-col gap-1 border-b border-border py-3">
            <p className="m-0 font-bold">{what}</p>
            <p className="m-0">{details}</p>
            <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 text-base">
              <dt className="font-bold text-text-muted">{t('AUDIT.WHEN')}</dt>
              <dd className="m-0">
                <time dateTime={entry.at}>{when}</time>
              </dd>
              <dt className="font-bold text-text-muted">{t('AUDIT.WHO')}</dt>
              <dd className={`m-0 ${unbroken}`}>
                <Address text={who} />
              </dd>
              <dt className="font-bold text-text-muted">{t('AUDIT.REQUEST')}</dt>
              <dd className={`m-0 ${unbroken} font-mono text-sm`}>{entry.requestId}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The entries: a table where the window is wide enough for its five columns, a list of blocks where not. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <EntriesTable entries={entries} />
      <EntriesList entries={entries} />
    </>
  );
}
