import { useAppSelector } from '../../store/hooks';

/** 'checking' while a stored token's user is being loaded; guards wait for it instead of redirecting. */
export function useSessionStatus(): 'anonymous' | 'checking' | 'user' {
  return useAppSelector((state) => (state.auth.userInfo.id !== null ? 'user' : state.auth.token ? 'checking' : 'anonymous'));
}
