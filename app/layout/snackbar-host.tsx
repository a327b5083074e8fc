import { useTranslation } from 'react-i18next';
import { Snackbar } from '../../ui/snackbar';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { snackbarClosed } from '../store/snackbar-slice';

/**
 * Shows the store's snackbar; its message is a translation key (BACKEND-RESPONSES.<en> for server texts), and a
 * failed request's id, when there is one to quote, goes under it.
 */
export function SnackbarHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { open, message, type, announce, reference } = useAppSelector((state) => state.snackbar);
  return (
    <Snackbar
      open={open}
      type={type}
      message={message ? t(message) : ''}
      announce={announce}
      reference={reference ? { id: reference, label: t('ERROR_PAGE.REFERENCE') } : undefined}
      onClose={() => dispatch(snackbarClosed())}
    />
  );
}
