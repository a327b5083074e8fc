import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Tool } from '../../contract/content';
import { isLanguageCode } from '../../contract/languages';
import { useTakeSurvey } from '../features/take-survey/use-take-survey';
import { useOfflineStatus } from '../shared/offline/offline-status';
import { homePath, topicSelectPath } from '../shared/paths';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useDeferredMenus } from './deferred-menus';
import { useFits } from './use-fits';
import { useHeaderFocus } from './use-header-focus';
import { usePhoneLayout } from './use-phone-layout';

/** Whether the header draws its compact (phone) row, and the two rows' refs that decide it. */
function useHeaderLayout() {
  const phoneWidth = usePhoneLayout();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // On a phone the compact row is drawn whatever the answer: no measuring before the first paint there.
  const fits = useFits(rowRef, measureRef, !phoneWidth);
  // The phone layout under 820 px (docs/product/limits.md), and wherever the desktop row would not fit on one line.
  return { rowRef, measureRef, compact: phoneWidth || !fits };
}

/** The signed-in user (if any) and the logout, whose code loads when chosen. */
function useHeaderUser() {
  const user = useAppSelector((state) => state.auth.userInfo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logout = useCallback(
    () => void import('../shared/session/use-logout').then(({ logOut }) => logOut(dispatch, navigate)),
    [dispatch, navigate],
  );
  return { user, loggedIn: user.id !== null, logout };
}

/** What the header shows and does: its layout, the user, the tool's addresses, the language and the menus. */
export function useSiteHeader(variant: Tool) {
  const { t, i18n } = useTranslation();
  const layout = useHeaderLayout();
  const { pathname } = useLocation();
  const takeSurvey = useTakeSurvey(variant);
  const otherTool =
    variant === 'wlb'
      ? { href: homePath('general'), label: t('NAV.TO_GENERAL') }
      : { href: homePath('wlb'), label: t('NAV.TO_WLB') };
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { menus, openFirst, wake } = useDeferredMenus();
  useHeaderFocus(layout.rowRef, `${layout.compact ? 'phone' : 'desktop'} ${menus ? 'menus' : 'placeholders'}`);
  const { install } = useOfflineStatus();
  return {
    ...layout,
    ...useHeaderUser(),
    ...{ pathname, takeSurvey, otherTool, language, menus, openFirst, wake, install },
    home: homePath(variant),
    surveyHref: topicSelectPath(variant),
    changeLanguage: (code: string) => void i18n.changeLanguage(code),
  };
}
export type SiteHeaderState = ReturnType<typeof useSiteHeader>;
