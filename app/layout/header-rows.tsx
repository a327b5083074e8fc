import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import projectLogo from '../assets/illustrations/project-logo.svg';
import { organisation } from '../content/organisation';
import { pages } from '../shared/paths';
import { renderRouterLink } from '../shared/router-link';
import { LanguagePlaceholder, MenuSlot, PhoneMenuPlaceholder, UserMenuPlaceholder } from './deferred-menus';
import { ExternalLink } from './external-link';
import { phoneMenuEntries } from './phone-menu-entries';
import type { SiteHeaderState } from './use-site-header';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-lg font-bold underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`;

/** `measure`: the invisible measuring copy, which always draws the closed buttons and never loads anything. */
interface RowProps {
  header: SiteHeaderState;
  measure: boolean;
}

/** The project logo, to the programme site in a new tab. On the narrowest phones it gives way (it scales down). */
export function HeaderLogo() {
  const { t } = useTranslation();
  return (
    <ExternalLink
      href={organisation.programmeUrl}
      className="inline-flex min-h-11 min-w-0 shrink items-center rounded-control bg-surface p-1"
    >
      <img src={projectLogo} alt={t('APP.PROGRAMME_LOGO')} width={143} height={40} className="h-auto max-w-full" />
    </ExternalLink>
  );
}

/** The language choice, a placeholder until the menus' code has loaded. */
export function HeaderLanguage({ header, measure }: RowProps) {
  const { menus, language, wake } = header;
  return (
    <MenuSlot id="language">
      {menus && !measure ? (
        <menus.LanguageDropdown
          value={language}
          onChange={header.changeLanguage}
          defaultOpen={header.openFirst === 'language'}
          className="shrink-0"
        />
      ) : (
        <LanguagePlaceholder value={language} wake={measure ? undefined : wake} className="shrink-0" />
      )}
    </MenuSlot>
  );
}

/** The phone row after the logo: the language and the menu button. */
export function PhoneRowTail({ header }: { header: SiteHeaderState }) {
  const { t } = useTranslation();
  const { menus, user, loggedIn } = header;
  const entries = phoneMenuEntries(header, t);
  return (
    <>
      <span className="grow" />
      <HeaderLanguage header={header} measure={false} />
      <MenuSlot id="phone">
        {menus ? (
          <menus.PhoneMenu
            links={entries.links}
            account={loggedIn ? { title: `${user.first_name} ${user.last_name}`.trim(), links: entries.accountLinks } : undefined}
            actions={entries.actions}
            renderLink={(props) => renderRouterLink(props)}
            defaultOpen={header.openFirst === 'phone'}
            className="shrink-0"
          />
        ) : (
          <PhoneMenuPlaceholder wake={header.wake} className="shrink-0" />
        )}
      </MenuSlot>
    </>
  );
}

/** The desktop row after the logo: the navbar and the language. */
export function DesktopRowTail({ header, measure }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-label={t('NAV.MAIN')} className="flex grow flex-nowrap items-center gap-1">
        <NavLink to={header.home} end className={navLinkClass}>
          {t('NAV.HOME')}
        </NavLink>
        <NavLink
          to={header.surveyHref}
          className={navLinkClass}
          onClick={(event) => {
            event.preventDefault();
            header.takeSurvey();
          }}
        >
          {t('NAV.SURVEY')}
        </NavLink>
        <NavLink to={header.otherTool.href} end className={navLinkClass}>
          {header.otherTool.label}
        </NavLink>
        <span className="grow" />
        {header.loggedIn ? <DesktopUserMenu header={header} measure={measure} /> : <DesktopAccountLinks />}
      </nav>
      <HeaderLanguage header={header} measure={measure} />
    </>
  );
}

/** The signed-in user's menu (staff tools for staff), a placeholder until its code has loaded. */
function DesktopUserMenu({ header, measure }: RowProps) {
  const { menus, user, wake } = header;
  return (
    <MenuSlot id="user">
      {menus && !measure ? (
        <menus.UserMenu
          firstName={user.first_name}
          lastName={user.last_name}
          isStaff={user.is_staff}
          details={{ href: pages.profile }}
          surveys={{ href: pages.history }}
          csvExport={{ href: pages.export }}
          insights={{ href: pages.insights }}
          adminPanel={{ href: pages.admin }}
          translations={{ href: pages.translations }}
          activityLog={{ href: pages.audit }}
          logout={{ onSelect: header.logout }}
          renderLink={renderRouterLink}
          defaultOpen={header.openFirst === 'user'}
        />
      ) : (
        <UserMenuPlaceholder firstName={user.first_name} lastName={user.last_name} wake={measure ? undefined : wake} />
      )}
    </MenuSlot>
  );
}

/** Log in and register, for visitors. */
function DesktopAccountLinks() {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to={pages.login} className={navLinkClass}>
        {t('NAV.LOGIN')}
      </NavLink>
      <NavLink to={pages.register} className={navLinkClass}>
        {t('NAV.REGISTER')}
      </NavLink>
    </>
  );
}
