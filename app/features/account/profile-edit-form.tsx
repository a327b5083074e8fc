import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../contract/api/user';
import { type ProfileForm, profileFormSchema, type StaffProfileForm, staffProfileFormSchema } from '../../../contract/user-forms';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/error-summary';
import { TextField } from '../../../ui/text-field';
import { useAppSelector } from '../../store/hooks';
import { useUpdateProfileMutation } from '../../store/user-api';
import { useRefreshUser } from '../../shared/session/use-refresh-user';
import { toApiFailure } from '../../shared/api-failure';
import { ProfileFields, profileFocusTargets } from './profile-fields';
import { explainProfileError, type ProfileValues, profileToValues, withEmployment } from './profile-values';
import { useFieldLabels } from './use-field-labels';
import { useSnackbar } from '../../shared/use-snackbar';
import { useZodForm } from '../../shared/forms/use-zod-form';

export interface ProfileEditFormProps {
  profile: UserProfile;
  onDone: () => void;
  /** The Save button, which takes focus when edit mode starts. */
  saveRef?: Ref<HTMLButtonElement>;
}

/**
 * The profile in edit mode (docs/product/screens.md, behaviour.md): every field an input except the e-mail. Save leaves
 * edit mode, says so, and reloads the current user (the token and its storage are not touched).
 */
export function ProfileEditForm({ profile, onDone, saveRef }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels();
  const snackbar = useSnackbar();
  const refreshUser = useRefreshUser();
  const [update, { isLoading }] = useUpdateProfileMutation();
  // Staff need only their name (an account made by `cli create-staff` has no other details).
  const isStaff = useAppSelector((state) => state.auth.userInfo.is_staff);
  const form = useZodForm<ProfileValues, ProfileForm | StaffProfileForm>({
    schema: isStaff ? staffProfileFormSchema : profileFormSchema,
    initialValues: profileToValues(profile),
    formId: 'profile',
    explain: explainProfileError,
  });
  const setEmployment = (employed: boolean) =>
    form.update((v) => withEmployment(v, employed), ['employment', 'jobField', 'unemployedMonths']);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update(data).unwrap();
    } catch (error) {
      const failure = toApiFailure(error);
      form.setServerErrors(failure.fieldErrors);
      // Field errors are listed in the error summary, which takes focus and is read out.
      snackbar.failure(failure, { shownInline: Object.keys(failure.fieldErrors).length > 0 });
      return;
    }
    onDone();
    snackbar.success('SETTINGS.PROFILE_UPDATED');
    await refreshUser().catch(() => snackbar.error('SNACKBAR.ERROR'));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <ErrorSummary errors={form.summary(labels, profileFocusTargets(form.fieldId))} focusKey={form.attempt} />
      {isStaff ? <p className="m-0 max-w-prose text-lg">{t('PROFILE.STAFF_DETAILS_OPTIONAL')}</p> : null}
      <ProfileFields
        form={{ ...form, setEmployment }}
        emailSlot={
          <TextField
            id="profile-email"
            type="email"
            label={labels.email}
            hint={t('PROFILE.EMAIL_FIXED')}
            value={profile.email}
            readOnly
          />
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button ref={saveRef} type="submit" loading={isLoading}>
          {t('PROFILE.SAVE')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('PROFILE.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
