import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { Spinner } from '../../../ui/spinner';
import { AccountPage } from '../../features/account/account-page';
import { DownloadMyData } from '../../features/my-data/download-my-data';
import { toApiFailure } from '../../shared/api-failure';
import { ProfileDetails } from '../../features/account/profile-details';
import { ProfileEditForm } from '../../features/account/profile-edit-form';
import { inlineLinkClass } from '../../shared/inline-link';
import { pages } from '../../shared/paths';
import { useDeleteAccount } from '../../features/account/use-delete-account';
import { useSnackbar } from '../../shared/use-snackbar';
import { usePageHead } from '../../shared/page-head/use-page-head';
import { useMeFullQuery } from '../../store/user-api';

/** /profile (docs/product/screens.md, "Details"): read-only details, edit mode, account deletion with the password. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageHead(t('PAGES.PROFILE'));
  const snackbar = useSnackbar();
  const { data: profile, isLoading, error } = useMeFullQuery();
  const [editing, setEditing] = useState(false);
  // Edit is replaced by Save, and Save or Cancel by Edit: focus moves to the button now in the pressed
  // one's place instead of falling back to the top of the page.
  const editButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(false);
  const switchTo = (next: boolean) => {
    focusNext.current = true;
    setEditing(next);
  };
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (editing ? saveButton : editButton).current?.focus();
  }, [editing]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deletion = useDeleteAccount();

  useEffect(() => {
    if (error) snackbar.failure(toApiFailure(error));
  }, [error, snackbar]);

  return (
    <AccountPage title={t('PAGES.PROFILE')}>
      {isLoading ? (
        <div className="flex justify-center p-6">
          <Spinner size="large" label={t('PROFILE.LOADING')} showLabel />
        </div>
      ) : !profile ? (
        <p className="m-0 text-lg">{t('PROFILE.LOAD_FAILED')}</p>
      ) : editing ? (
        <ProfileEditForm profile={profile} onDone={() => switchTo(false)} saveRef={saveButton} />
      ) : (
        <>
          <ProfileDetails profile={profile} />
          <div className="flex flex-wrap gap-3">
            <Button ref={editButton} onClick={() => switchTo(true)}>
              {t('PROFILE.EDIT')}
            </Button>
            <Button variant="danger" onClick={() => setDeleteOpen(true)}>
              {t('PROFILE.DELETE')}
            </Button>
          </div>
          <p className="m-0 flex flex-wrap items-center gap-x-2">
            {t('PROFILE.PASSWORD_TEXT')}
            <Link to={pages.settings} className={inlineLinkClass}>
              {t('PROFILE.PASSWORD_LINK')}
            </Link>
          </p>
          <DownloadMyData />
        </>
      )}
      <ConfirmModal
        open={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          if (!open) deletion.clearError();
        }}
        title={t('PROFILE.DELETE_TITLE')}
        description={t('PROFILE.DELETE_TEXT')}
        variant="delete"
        confirmLabel={t('PROFILE.DELETE_CONFIRM')}
        requirePassword
        busy={deletion.busy}
        passwordError={deletion.passwordError}
        onConfirm={({ password = '' }) => deletion.confirm(password)}
      />
    </AccountPage>
  );
}
