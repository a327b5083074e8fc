import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';

/**
 * Says why a signed-in page still waits: the user could not be loaded because the server cannot be reached
 * (SessionBootstrap keeps asking). Without it the page would show a spinner and no word.
 */
export function SessionUnreachableNotice() {
  const { t } = useTranslation();
  const waiting = useAppSelector(({ auth }) => Boolean(auth.unreachable) && auth.userInfo.id === null && auth.token !== '');
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
