import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { sessionCleared } from '../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useSessionStatus } from '../../shared/session/session-status';

export interface RequireRoleProps {
  /** 'user' admits every logged-in user; 'staff' only is_staff users. */
  requires: 'user' | 'staff';
  /** Where a visitor without the role is sent (spec section 6 names it per page). */
  redirectTo: string;
  children: ReactNode;
}

/**
 * The guard of spec section 6: when a login is needed and the user is missing or lacks the role, it clears
 * the user and redirects. The server enforces the same rules on every call.
 */
export function RequireRole({ requires, redirectTo, children }: RequireRoleProps) {
  const dispatch = useAppDispatch();
  const status = useSessionStatus();
  const isStaff = useAppSelector((state) => state.auth.userInfo.is_staff);
  const allowed = status === 'user' && (requires === 'user' || isStaff);
  const denied = status === 'anonymous' || (status === 'user' && !allowed);
  useEffect(() => {
    if (status === 'anonymous') dispatch(sessionCleared());
  }, [status, dispatch]);
  if (status === 'checking') {
    return (
      <div className="flex justify-center p-10">
        <Spinner size="large" />
      </div>
    );
  }
  if (denied) return <Navigate to={redirectTo} replace />;
  return children;
}
