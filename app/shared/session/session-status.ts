import { useAppSelector } from '../../store/hooks';

/**
 * 'checking' while a stored token's user is being loaded or the other tabs are asked for their session;
 * guards wait for it instead of redirecting.
 */
export function useSessionStatus(): 'anonymous' | 'checking' | 'user' {
  return useAppSelector(({ auth }) =>
    auth.userInfo.id !== null ? 'user' : auth.token || auth.asking ? 'checking' : 'anonymous',
  );
}
