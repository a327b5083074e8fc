import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditActions } from '../../../../contract/api/audit';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { DateRangeFields } from '../date-range-fields';
import { SelectField } from '../select-field';
import { actionKeys } from './audit-words';
import { type AuditFilterValues, checkAuditFilters } from './use-audit-filters';

const emptyFilters: AuditFilterValues = { action: '', actor: '', from: '', to: '' };

/**
 * The action, the person and the days; "Show" puts them into the address, which the list follows. The form
 * starts from the address (the page gives it a new key when the address changes, e.g. with Back).
 */
export function AuditFilterForm({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const { errors } = checkAuditFilters(draft);
  const set = (name: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkAuditFilters(draft).query) onApply(draft);
  };
  return (
    <form aria-label={t('AUDIT.FILTERS')} noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
      <div className="grid gap-5 desktop:grid-cols-2">
        <SelectField
          id="audit-action"
          label={t('AUDIT.ACTION')}
          error={errors.action}
          value={draft.action}
          onChange={set('action')}
        >
          <option value="">{t('AUDIT.ALL_ACTIONS')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {t(actionKeys[action])}
            </option>
          ))}
        </SelectField>
        <TextField
          id="audit-actor"
          label={t('AUDIT.PERSON')}
          hint={t('AUDIT.PERSON_HINT')}
          error={errors.actor}
          value={draft.actor}
          onChange={set('actor')}
          autoComplete="off"
        />
        <DateRangeFields
          idPrefix="audit"
          from={draft.from}
          to={draft.to}
          onFrom={(from) => setDraft({ ...draft, from })}
          onTo={(to) => setDraft({ ...draft, to })}
          errors={errors}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('AUDIT.APPLY')}</Button>
        <Button variant="secondary" onClick={() => onApply(emptyFilters)}>
          {t('AUDIT.CLEAR')}
        </Button>
      </div>
    </form>
  );
}
