import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { homePath } from '../../shared/paths';

/** True when this tab came from another page: an earlier entry of the app's history, or a referrer. */
function hasPreviousPage() {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return index > 0 || document.referrer !== '';
}

/** The registration's back button (docs/product/screens.md): browser back if there is a referrer, otherwise home. */
export function useBack() {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasPreviousPage()) void navigate(-1);
    else void navigate(homePath('general'));
  }, [navigate]);
}
