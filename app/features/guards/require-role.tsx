import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useSessionStatus } from '../../shared/session/session-status';

// Only a visitor without a login meets it: kept off every page's first load.
const SignInNeeded = lazy(() => import('./sign-in-needed').then((m) => ({ default: m.SignInNeeded })));

export interface RequireRoleProps {
  /** 'user' admits every logged-in user; 'staff' only is_staff users. */
  requires: 'user' | 'staff';
  /** Where a signed-in user without the role is sent (docs/product/roles.md names it per page). */
  redirectTo: string;
  children: ReactNode;
}

/**
 * The guard of docs/product/roles.md: a user without the role is redirected. A visitor without a login is told
 * that the page needs one and offered "Log in", back to this page (docs/decisions/around-the-happy-path.md), rather
 * than redirected without a word. The server enforces the same rules on every call.
 */
export function RequireRole({ requires, redirectTo, children }: RequireRoleProps) {
  const dispatch = useAppDispatch();
  const status = useSessionStatus();
  const isStaff = useAppSelector((state) => state.auth.userInfo.is_staff);
  const allowed = status === 'user' && (requires === 'user' || isStaff);
  useEffect(() => {
    if (status === 'anonymous') dispatch(sessionCleared());
  }, [status, dispatch]);
  // Marked busy: while it shows, a result drawn before the app loaded stays in front (first-paint-handover.ts).
  const waiting = (
    <div aria-busy="true" className="flex justify-center p-10">
      <Spinner size="large" />
    </div>
  );
  if (status === 'checking') return waiting;
  if (status === 'anonymous') {
    return (
      <Suspense fallback={waiting}>
        <SignInNeeded />
      </Suspense>
    );
  }
  if (!allowed) return <Navigate to={redirectTo} replace />;
  return children;
}
