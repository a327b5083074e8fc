import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import type { Tool } from '../../contract/content';
import { isLanguageCode } from '../../contract/languages';
import type { PhoneMenuAction, PhoneMenuLink } from '../../ui/phone-menu';
import projectLogo from '../assets/illustrations/project-logo.svg';
import { organisation } from '../content/organisation';
import { useTakeSurvey } from '../features/take-survey/use-take-survey';
import { homePath, pages, topicSelectPath } from '../shared/paths';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useOfflineStatus } from '../shared/offline/offline-status';
import { LanguagePlaceholder, MenuSlot, PhoneMenuPlaceholder, UserMenuPlaceholder, useDeferredMenus } from './deferred-menus';
import { ExternalLink } from './external-link';
import { renderRouterLink } from '../shared/router-link';
import { useFits } from './use-fits';
import { useHeaderFocus } from './use-header-focus';
import { usePhoneLayout } from './use-phone-layout';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-lg font-bold underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`;

/** Header: the project logo (programme site, new tab), the navbar of docs/product/screens.md, the language choice. */
export function SiteHeader({ variant }: { variant: Tool }) {
  const { t, i18n } = useTranslation();
  const phoneWidth = usePhoneLayout();
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // On a phone the compact row is drawn whatever the answer: no measuring before the first paint there.
  const fits = useFits(rowRef, measureRef, !phoneWidth);
  // The phone layout under 820 px (docs/product/limits.md), and wherever the desktop row would not fit on one line.
  const compact = phoneWidth || !fits;
  const { pathname } = useLocation();
  const user = useAppSelector((state) => state.auth.userInfo);
  const loggedIn = user.id !== null;
  const takeSurvey = useTakeSurvey(variant);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Logout's code loads when chosen.
  const logout = useCallback(
    () => void import('../shared/session/use-logout').then(({ logOut }) => logOut(dispatch, navigate)),
    [dispatch, navigate],
  );
  const home = homePath(variant);
  const surveyHref = topicSelectPath(variant);
  const otherTool =
    variant === 'wlb'
      ? { href: homePath('general'), label: t('NAV.TO_GENERAL') }
      : { href: homePath('wlb'), label: t('NAV.TO_WLB') };
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const { menus, openFirst, wake } = useDeferredMenus();
  useHeaderFocus(rowRef, `${compact ? 'phone' : 'desktop'} ${menus ? 'menus' : 'placeholders'}`);
  const { install } = useOfflineStatus();

  // `measure`: the invisible measuring copy, which always draws the closed buttons and never loads anything.
  const languageDropdown = (measure: boolean) => (
    <MenuSlot id="language">
      {menus && !measure ? (
        <menus.LanguageDropdown
          value={language}
          onChange={(code) => void i18n.changeLanguage(code)}
          defaultOpen={openFirst === 'language'}
          className="shrink-0"
        />
      ) : (
        <LanguagePlaceholder value={language} wake={measure ? undefined : wake} className="shrink-0" />
      )}
    </MenuSlot>
  );

  const phoneLinks: PhoneMenuLink[] = [
    { id: 'home', label: t('NAV.HOME'), href: home, current: pathname === home },
    {
      id: 'survey',
      label: t('NAV.SURVEY'),
      href: surveyHref,
      current: pathname === surveyHref,
      onSelect: (event) => {
        event.preventDefault();
        takeSurvey();
      },
    },
    { id: 'other-tool', label: otherTool.label, href: otherTool.href },
    { id: 'guides', label: t('GUIDES.TITLE'), href: pages.guides, current: pathname === pages.guides },
  ];
  const accountLinks: PhoneMenuLink[] = [
    { id: 'profile', label: t('PAGES.PROFILE'), href: pages.profile, current: pathname === pages.profile },
    { id: 'history', label: t('PAGES.HISTORY'), href: pages.history, current: pathname === pages.history },
    ...(user.is_staff
      ? [
          { id: 'export', label: t('PAGES.EXPORT'), href: pages.export, current: pathname === pages.export },
          { id: 'padmin', label: t('PAGES.PADMIN'), href: pages.admin, current: pathname === pages.admin },
          {
            id: 'translations',
            label: t('PAGES.TRANSLATIONS'),
            href: pages.translations,
            current: pathname === pages.translations,
          },
        ]
      : []),
  ];
  const phoneActions: PhoneMenuAction[] = loggedIn
    ? [{ id: 'logout', label: t('NAV.LOGOUT'), onSelect: logout, variant: 'secondary' }]
    : [
        { id: 'login', label: t('NAV.LOGIN'), href: pages.login, variant: 'primary' },
        { id: 'register', label: t('NAV.REGISTER'), href: pages.register, variant: 'secondary' },
      ];
  // Only where the browser offers to install.
  if (install)
    phoneActions.push({ id: 'install', label: t('OFFLINE.INSTALL'), onSelect: () => void install(), variant: 'secondary' });

  // On the narrowest phones the logo gives way (it scales down), never the language code or the menu button.
  const logo = (
    <ExternalLink
      href={organisation.programmeUrl}
      className="inline-flex min-h-11 min-w-0 shrink items-center rounded-control bg-surface p-1"
    >
      <img src={projectLogo} alt={t('APP.PROGRAMME_LOGO')} width={143} height={40} className="h-auto max-w-full" />
    </ExternalLink>
  );

  // The desktop row: logo, navbar and language on one line. Rendered twice: for real when it fits, and
  // always as an invisible, inert copy at its natural width, which tells whether it fits (useFits).
  const desktopRow = (measure: boolean) => (
    <>
      {logo}
      <nav aria-label={t('NAV.MAIN')} className="flex grow flex-nowrap items-center gap-1">
        <NavLink to={home} end className={navLinkClass}>
          {t('NAV.HOME')}
        </NavLink>
        <NavLink
          to={surveyHref}
          className={navLinkClass}
          onClick={(event) => {
            event.preventDefault();
            takeSurvey();
          }}
        >
          {t('NAV.SURVEY')}
        </NavLink>
        <NavLink to={otherTool.href} end className={navLinkClass}>
          {otherTool.label}
        </NavLink>
        <span className="grow" />
        {loggedIn ? (
          <MenuSlot id="user">
            {menus && !measure ? (
              <menus.UserMenu
                firstName={user.first_name}
                lastName={user.last_name}
                isStaff={user.is_staff}
                details={{ href: pages.profile }}
                surveys={{ href: pages.history }}
                csvExport={{ href: pages.export }}
                adminPanel={{ href: pages.admin }}
                translations={{ href: pages.translations }}
                logout={{ onSelect: logout }}
                renderLink={renderRouterLink}
                defaultOpen={openFirst === 'user'}
              />
            ) : (
              <UserMenuPlaceholder firstName={user.first_name} lastName={user.last_name} wake={measure ? undefined : wake} />
            )}
          </MenuSlot>
        ) : (
          <>
            <NavLink to={pages.login} className={navLinkClass}>
              {t('NAV.LOGIN')}
            </NavLink>
            <NavLink to={pages.register} className={navLinkClass}>
              {t('NAV.REGISTER')}
            </NavLink>
          </>
        )}
      </nav>
      {languageDropdown(measure)}
    </>
  );

  return (
    // Inside the header bar focus rings take the header's own ring colour, which contrasts with the bar.
    <header className="relative border-b border-border bg-header text-on-header [--sv-focus:var(--sv-focus-on-header)]">
      {/* As tall in both layouts (the phone layout's menu button: 1.75rem icon, 1rem padding, 4px border), and
          padded by the window's width, so the prerendered phone layout turning into the desktop row when the
          app starts moves nothing: not the logo, not the page below. */}
      <div
        ref={rowRef}
        className="mx-auto flex min-h-[calc(3.75rem+4px)] max-w-6xl flex-nowrap items-center gap-2 px-2 py-2 desktop:px-4"
      >
        {compact ? (
          <>
            {logo}
            <span className="grow" />
            {languageDropdown(false)}
            <MenuSlot id="phone">
              {menus ? (
                <menus.PhoneMenu
                  links={phoneLinks}
                  account={loggedIn ? { title: `${user.first_name} ${user.last_name}`.trim(), links: accountLinks } : undefined}
                  actions={phoneActions}
                  renderLink={(props) => renderRouterLink(props)}
                  defaultOpen={openFirst === 'phone'}
                  className="shrink-0"
                />
              ) : (
                <PhoneMenuPlaceholder wake={wake} className="shrink-0" />
              )}
            </MenuSlot>
          </>
        ) : (
          desktopRow(false)
        )}
      </div>
      {/* The measuring copy: clipped to no height, invisible and inert, so nobody sees, reaches or hears it. */}
      <div aria-hidden="true" inert className="pointer-events-none absolute inset-x-0 top-0 h-0 overflow-hidden">
        <div ref={measureRef} className="invisible flex w-max flex-nowrap items-center gap-2 px-4 py-2">
          {desktopRow(true)}
        </div>
      </div>
    </header>
  );
}
