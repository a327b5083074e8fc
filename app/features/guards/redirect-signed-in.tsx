import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { useSnackbar } from '../../shared/use-snackbar';
import { useSessionStatus } from '../../shared/session/session-status';
import { homePath, loginLinkParams, returnParam, safeReturnPath } from '../../shared/paths';
import { useAppSelector } from '../../store/hooks';

export const alreadyLoggedInKey = 'SNACKBAR.ALREADY_LOGGED_IN';

/**
 * For /login and /register: a user who is logged in when opening them is sent home with an info message
 * instead of seeing a form that is not for them. Decided once, on arrival: logging in on the page itself
 * goes home on its own (with its own message). E-mailed links (activation, reset) still open the page.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const fromMailLink = params.has(loginLinkParams.activation) || params.has(loginLinkParams.reset);
  const hasToken = useAppSelector((state) => Boolean(state.auth.token));
  // A visitor without a stored session sees the form from the first render (so the prerendered page has it
  // too), also while the other tabs are asked for theirs.
  const [decided, setDecided] = useState<'form' | 'home' | null>(hasToken ? null : 'form');
  const sent = useRef(false);

  useEffect(() => {
    if (decided || status === 'checking') return;
    setDecided(status === 'user' && !fromMailLink ? 'home' : 'form');
  }, [decided, status, fromMailLink]);

  useEffect(() => {
    if (decided !== 'home' || sent.current) return;
    sent.current = true;
    snackbar.info(alreadyLoggedInKey);
    void navigate(safeReturnPath(params.get(returnParam)) ?? homePath('general'), { replace: true });
  }, [decided, snackbar, navigate, params]);

  if (decided === 'form') return children;
  return (
    <div className="flex justify-center p-10">
      <Spinner size="large" />
    </div>
  );
}
