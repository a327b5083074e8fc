import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import projectLogo from '../assets/illustrations/project-logo.svg';
import { organisation } from '../content/organisation';
import { type ToolVariant, useTakeSurvey } from '../features/take-survey/use-take-survey';
import { ExternalLink } from './external-link';
import { LanguageSelect } from './language-select';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-control px-3 text-lg font-bold underline-offset-4 hover:underline ${isActive ? 'underline' : ''}`;

/** Header: the project logo (programme site, new tab), the navbar of spec section 2, the language choice. */
export function SiteHeader({ variant }: { variant: ToolVariant }) {
  const { t } = useTranslation();
  const prefix = variant === 'wlb' ? '/wlb' : '';
  const takeSurvey = useTakeSurvey(variant);
  return (
    <header className="border-b border-border bg-header text-on-header">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
        <ExternalLink href={organisation.programmeUrl} className="inline-flex min-h-11 items-center rounded-control bg-surface p-1">
          <img src={projectLogo} alt={t('APP.PROGRAMME_LOGO')} width={143} height={40} />
        </ExternalLink>
        <nav aria-label={t('NAV.MAIN')} className="flex grow flex-wrap items-center gap-1">
          <NavLink to={prefix || '/'} end className={navLinkClass}>
            {t('NAV.HOME')}
          </NavLink>
          <NavLink
            to={`${prefix}/topic-select`}
            className={navLinkClass}
            onClick={(event) => {
              event.preventDefault();
              takeSurvey();
            }}
          >
            {t('NAV.SURVEY')}
          </NavLink>
          <NavLink to={variant === 'wlb' ? '/' : '/wlb'} end className={navLinkClass}>
            {variant === 'wlb' ? t('NAV.TO_GENERAL') : t('NAV.TO_WLB')}
          </NavLink>
          <span className="grow" />
          <NavLink to="/login" className={navLinkClass}>
            {t('NAV.LOGIN')}
          </NavLink>
          <NavLink to="/register" className={navLinkClass}>
            {t('NAV.REGISTER')}
          </NavLink>
        </nav>
        <LanguageSelect />
      </div>
    </header>
  );
}
