import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The visible labels of the account fields, by form field name (also used by the error summary). */
export function useFieldLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      firstName: t('ACCOUNT.FIELDS.FIRST_NAME'),
      lastName: t('ACCOUNT.FIELDS.LAST_NAME'),
      email: t('ACCOUNT.FIELDS.EMAIL'),
      location: t('ACCOUNT.FIELDS.COUNTRY'),
      residence: t('ACCOUNT.FIELDS.RESIDENCE'),
      age: t('ACCOUNT.FIELDS.AGE'),
      gender: t('ACCOUNT.FIELDS.GENDER'),
      education: t('ACCOUNT.FIELDS.EDUCATION'),
      employment: t('ACCOUNT.FIELDS.EMPLOYED'),
      jobField: t('ACCOUNT.FIELDS.JOB_FIELD'),
      unemployedMonths: t('ACCOUNT.FIELDS.UNEMPLOYED_MONTHS'),
      password: t('ACCOUNT.FIELDS.PASSWORD'),
      confirmPwd: t('ACCOUNT.FIELDS.CONFIRM_PASSWORD'),
      gdpr: t('ACCOUNT.FIELDS.GDPR'),
      rememberme: t('LOGIN.REMEMBER_ME'),
      oldPassword: t('SETTINGS.OLD_PASSWORD'),
      newPassword: t('SETTINGS.NEW_PASSWORD'),
      confirmPassword: t('SETTINGS.CONFIRM_NEW_PASSWORD'),
    }),
    [t],
  );
}
