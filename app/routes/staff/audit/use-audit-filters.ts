import { useSearchParams } from 'react-router';
import { type AuditQueryInput, auditFilterSchema } from '../../../../contract/api/audit';
import { filterErrorsOf } from '../../../../contract/api/export-filter';

/** The filters the page keeps in its address (?action=…&actor=…&from=…&to=…), as the form's texts. */
export const auditFilterNames = ['action', 'actor', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof auditFilterNames)[number], string>;

/** The days of `from` and `to` are the reader's: the browser's time zone goes with them. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The values given, checked by the server's rules: the query to send, or the errors to show under the fields. */
export function checkAuditFilters(values: AuditFilterValues) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const checked = auditFilterSchema.safeParse(given);
  return checked.success
    ? { query: { ...(given as AuditQueryInput), tz: readerTimeZone() }, errors: {} as Record<string, string> }
    : { query: undefined, errors: filterErrorsOf(checked.error.issues) };
}

/** The filters in the address, and setting them (a new entry of the browser's history, so Back returns). */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(auditFilterNames.map((name) => [name, params.get(name) ?? ''])) as AuditFilterValues;
  const apply = (next: AuditFilterValues) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value.trim() !== '')));
  return { values, key: params.toString(), ...checkAuditFilters(values), apply };
}
