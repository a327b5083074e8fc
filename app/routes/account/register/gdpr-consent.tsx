import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../../ui/checkbox';
import { pages } from '../../../shared/paths';
import type { RegisterFormState } from './use-register-form';

/** The GDPR consent; its link opens the privacy statement over the form. */
export function GdprConsent({ form, onOpenPrivacy }: { form: RegisterFormState['form']; onOpenPrivacy: () => void }) {
  return (
    <Checkbox
      id={form.fieldId('gdpr')}
      label={
        <span>
          <Trans
            i18nKey="REGISTER.GDPR_CONSENT"
            components={{
              // The statement opens over the form, which stays as filled in; the address still
              // works for opening it in a new tab.
              policy: (
                <Link
                  to={pages.gdpr}
                  aria-haspopup="dialog"
                  className="font-bold text-accent underline underline-offset-4"
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onOpenPrivacy();
                  }}
                />
              ),
            }}
          />
        </span>
      }
      error={form.errorOf('gdpr')}
      checked={form.values.gdpr}
      onChange={(e) => form.setValue('gdpr', e.target.checked)}
      required
    />
  );
}
