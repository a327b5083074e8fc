import type { TFunction } from 'i18next';
import type { PhoneMenuAction, PhoneMenuLink } from '../../ui/phone-menu';
import { pages } from '../shared/paths';
import type { SiteHeaderState } from './use-site-header';

/** The phone menu's links: the navbar's, the account's (staff tools for staff) and its actions. */
export function phoneMenuEntries(header: SiteHeaderState, t: TFunction) {
  const { pathname, home, surveyHref, otherTool, user } = header;
  const links: PhoneMenuLink[] = [
    { id: 'home', label: t('NAV.HOME'), href: home, current: pathname === home },
    {
      id: 'survey',
      label: t('NAV.SURVEY'),
      href: surveyHref,
      current: pathname === surveyHref,
      onSelect: (event) => {
        event.preventDefault();
        header.takeSurvey();
      },
    },
    { id: 'other-tool', label: otherTool.label, href: otherTool.href },
    { id: 'guides', label: t('GUIDES.TITLE'), href: pages.guides, current: pathname === pages.guides },
  ];
  const link = (id: string, label: string, href: string): PhoneMenuLink => ({ id, label, href, current: pathname === href });
  const accountLinks: PhoneMenuLink[] = [
    link('profile', t('PAGES.PROFILE'), pages.profile),
    link('history', t('PAGES.HISTORY'), pages.history),
    ...(user.is_staff
      ? [
          link('export', t('PAGES.EXPORT'), pages.export),
          link('insights', t('PAGES.INSIGHTS'), pages.insights),
          link('padmin', t('PAGES.PADMIN'), pages.admin),
          link('translations', t('PAGES.TRANSLATIONS'), pages.translations),
          link('audit', t('PAGES.AUDIT'), pages.audit),
        ]
      : []),
  ];
  return { links, accountLinks, actions: phoneActions(header, t) };
}

/** Log out, or log in and register; install where the browser offers it. */
function phoneActions({ loggedIn, logout, install }: SiteHeaderState, t: TFunction): PhoneMenuAction[] {
  const actions: PhoneMenuAction[] = loggedIn
    ? [{ id: 'logout', label: t('NAV.LOGOUT'), onSelect: logout, variant: 'secondary' }]
    : [
        { id: 'login', label: t('NAV.LOGIN'), href: pages.login, variant: 'primary' },
        { id: 'register', label: t('NAV.REGISTER'), href: pages.register, variant: 'secondary' },
      ];
  // Only where the browser offers to install.
  if (install) actions.push({ id: 'install', label: t('OFFLINE.INSTALL'), onSelect: () => void install(), variant: 'secondary' });
  return actions;
}
