import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSelect } from './language-select';
import { useThemeFromPath } from './use-theme-from-path';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-lg font-bold underline-offset-4 hover:underline focus-visible:outline-4 focus-visible:outline-focus ${isActive ? 'underline' : ''}`;

export function AppLayout() {
  const { t } = useTranslation();
  const theme = useThemeFromPath();
  const prefix = theme === 'wlb' ? '/wlb' : '';
  return (
    <div className="flex min-h-screen flex-col bg-page font-body text-lg text-text">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-3"
      >
        {t('APP.SKIP_TO_CONTENT')}
      </a>
      <header className="border-b border-border bg-header text-on-header">
        <nav aria-label={t('NAV.MAIN')} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
          <NavLink to={prefix || '/'} end className={navLinkClass}>
            {t('NAV.HOME')}
          </NavLink>
          <NavLink to={`${prefix}/topic-select`} className={navLinkClass}>
            {t('NAV.SURVEY')}
          </NavLink>
          <NavLink to={theme === 'wlb' ? '/' : '/wlb'} end className={navLinkClass}>
            {theme === 'wlb' ? t('NAV.TO_GENERAL') : t('NAV.TO_WLB')}
          </NavLink>
          <span className="grow" />
          <NavLink to="/login" className={navLinkClass}>
            {t('NAV.LOGIN')}
          </NavLink>
          <NavLink to="/register" className={navLinkClass}>
            {t('NAV.REGISTER')}
          </NavLink>
          <LanguageSelect />
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="grow focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
