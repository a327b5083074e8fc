import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isLanguageCode } from '../../contract/languages';
import { LanguageDropdown } from '../../ui/language-dropdown';
import { PhoneMenu, type PhoneMenuAction, type PhoneMenuLink } from '../../ui/phone-menu';
import { UserMenu } from '../../ui/user-menu';
import projectLogo from '../assets/illustrations/project-logo.svg';
import { organisation } from '../content/organisation';
import { useLogout } from '../features/session/use-logout';
import { type ToolVariant, useTakeSurvey } from '../features/take-survey/use-take-survey';
import { useAppSelector } from '../store/hooks';
import { ExternalLink } from './external-link';
import { renderRouterLink } from './router-link';
import { usePhoneLayout } from './use-phone-layout';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-lg font-bold underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`;

/** Header: the project logo (programme site, new tab), the navbar of spec section 2, the language choice. */
export function SiteHeader({ variant }: { variant: ToolVariant }) {
  const { t, i18n } = useTranslation();
  const phone = usePhoneLayout();
  const { pathname } = useLocation();
  const user = useAppSelector((state) => state.auth.userInfo);
  const loggedIn = user.id !== null;
  const takeSurvey = useTakeSurvey(variant);
  const logout = useLogout();
  const home = variant === 'wlb' ? '/wlb' : '/';
  const surveyHref = variant === 'wlb' ? '/wlb/topic-select' : '/topic-select';
  const otherTool = variant === 'wlb' ? { href: '/', label: t('NAV.TO_GENERAL') } : { href: '/wlb', label: t('NAV.TO_WLB') };
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const languageDropdown = <LanguageDropdown value={language} onChange={(code) => void i18n.changeLanguage(code)} />;

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
  ];
  const phoneActions: PhoneMenuAction[] = loggedIn
    ? [{ id: 'logout', label: t('NAV.LOGOUT'), onSelect: logout, variant: 'secondary' }]
    : [
        { id: 'login', label: t('NAV.LOGIN'), href: '/login', variant: 'primary' },
        { id: 'register', label: t('NAV.REGISTER'), href: '/register', variant: 'secondary' },
      ];

  return (
    <header className="border-b border-border bg-header text-on-header">
      <div className={`mx-auto flex max-w-6xl items-center gap-2 py-2 ${phone ? 'flex-nowrap px-2' : 'flex-wrap px-4'}`}>
        <ExternalLink
          href={organisation.programmeUrl}
          className="inline-flex min-h-11 items-center rounded-control bg-surface p-1"
        >
          <img src={projectLogo} alt={t('APP.PROGRAMME_LOGO')} width={143} height={40} />
        </ExternalLink>
        {phone ? (
          <>
            <span className="grow" />
            {languageDropdown}
            <PhoneMenu links={phoneLinks} actions={phoneActions} renderLink={(props) => renderRouterLink(props)} />
          </>
        ) : (
          <>
            <nav aria-label={t('NAV.MAIN')} className="flex grow flex-wrap items-center gap-1">
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
                <UserMenu
                  firstName={user.first_name}
                  lastName={user.last_name}
                  isStaff={user.is_staff}
                  details={{ href: '/profile' }}
                  surveys={{ href: '/history' }}
                  csvExport={{ href: '/export' }}
                  adminPanel={{ href: '/padmin' }}
                  logout={{ onSelect: logout }}
                  renderLink={renderRouterLink}
                />
              ) : (
                <>
                  <NavLink to="/login" className={navLinkClass}>
                    {t('NAV.LOGIN')}
                  </NavLink>
                  <NavLink to="/register" className={navLinkClass}>
                    {t('NAV.REGISTER')}
                  </NavLink>
                </>
              )}
            </nav>
            {languageDropdown}
          </>
        )}
      </div>
    </header>
  );
}
