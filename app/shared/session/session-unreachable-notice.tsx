import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';
import { userApi } from '../../store/user-api';
import { isUnreachable } from '../api-failure';

/**
 * Says why a signed-in page still waits: the user could not be loaded because the server cannot be reached
 * (SessionBootstrap keeps asking). Without it the page would show a spinner and no word.
 */
export function SessionUnreachableNotice() {
  const { t } = useTranslation();
  const { error } = userApi.endpoints.me.useQueryState(undefined);
  const waiting =
    useAppSelector(({ auth }) => auth.userInfo.id === null && auth.token !== '') && error !== undefined && isUnreachable(error);
  return (
    <div role="status" className="empty:hidden">
      {waiting ? (
        <p className="mx-auto m-0 max-w-6xl border-s-4 border-accent bg-accent-soft px-4 py-3 text-lg">
          {t('OFFLINE.ACCOUNT_UNREACHABLE')}
        </p>
      ) : null}
    </div>
  );
}
