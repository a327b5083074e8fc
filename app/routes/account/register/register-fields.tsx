import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { ErrorSummary } from '../../../../ui/error-summary';
import { TextField } from '../../../../ui/text-field';
import { ApiErrorLine } from '../../../features/account/form-messages';
import { NewPasswordFields } from '../../../features/account/new-password-fields';
import { ProfileFields, profileFocusTargets } from '../../../features/account/profile-fields';
import { useFieldLabels } from '../../../features/account/use-field-labels';
import { GdprConsent } from './gdpr-consent';
import type { RegisterFormState } from './use-register-form';

/** The registration form: the profile with the e-mail, the password twice, the consent and the submit. */
export function RegisterFields({ state, onOpenPrivacy }: { state: RegisterFormState; onOpenPrivacy: () => void }) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const { form, setEmployment } = state;
  const [passwordShown, setPasswordShown] = useState(false);
  return (
    <form noValidate onSubmit={state.onSubmit} className="flex flex-col gap-6">
      <ErrorSummary errors={form.summary(labels, profileFocusTargets(form.fieldId))} focusKey={form.attempt} />
      <ProfileFields
        form={{ ...form, setEmployment }}
        emailSlot={
          <TextField
            id={form.fieldId('email')}
            type="email"
            label={labels.email}
            hint={t('ACCOUNT.HINTS.EMAIL')}
            error={form.errorOf('email')}
            value={form.values.email}
            onChange={(e) => form.setValue('email', e.target.value)}
            autoComplete="email"
            required
          />
        }
      />
      <NewPasswordFields
        form={form}
        passwordLabel={labels.password}
        confirmLabel={labels.confirmPwd}
        shown={passwordShown}
        onShownChange={setPasswordShown}
      />
      <GdprConsent form={form} onOpenPrivacy={onOpenPrivacy} />
      <ApiErrorLine messageKey={state.apiError} exclaim />
      <div>
        <Button type="submit" size="large" loading={state.isLoading}>
          {t('REGISTER.SUBMIT')}
        </Button>
      </div>
    </form>
  );
}
