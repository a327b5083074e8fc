import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { popupClasses } from './option-list';

export interface NoMatchesStatusProps {
  id: string;
  /** True while the typed text matches no option: the status then shows in place of the list. */
  noMatches: boolean;
}

/** Says "no matches" where the list would be; always in the page, so screen readers hear it when it fills. */
export function NoMatchesStatus({ id, noMatches }: NoMatchesStatusProps) {
  const { t } = useTranslation();
  return (
    <p id={id} role="status" className={noMatches ? cn(popupClasses, 'm-0 px-3 py-2 text-lg text-text') : 'sr-only'}>
      {noMatches ? t('UI.NO_MATCHES') : null}
    </p>
  );
}
