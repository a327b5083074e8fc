import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Tool } from '../../../contract/content';
import { topicSelectPath } from '../../shared/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { modalOpened } from '../../store/modal-slice';

/**
 * The home intro button and the navbar's Survey link (docs/product/screens.md): a logged-in user (has an id) goes
 * straight to topic select; an anonymous visitor gets the take-survey modal.
 */
export function useTakeSurvey(variant: Tool) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.userInfo.id !== null);
  return useCallback(() => {
    if (loggedIn) void navigate(topicSelectPath(variant));
    else dispatch(modalOpened({ component: 'take-survey', props: { variant }, kind: 'fullscreen' }));
  }, [loggedIn, navigate, dispatch, variant]);
}
