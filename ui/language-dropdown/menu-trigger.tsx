import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages } from '../../contract/languages';
import { ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { LanguageFlag } from './language-flag';

// Apart from the Radix menu: the app draws the closed trigger from these before the menu code has loaded.

export const menuContentClasses =
  'z-50 min-w-56 rounded-control border-2 border-border-strong bg-surface p-1 text-lg text-text shadow-lg';
export const menuItemClasses = cn(
  'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-control px-3 py-2 text-lg text-text no-underline outline-none',
  'data-highlighted:bg-accent data-highlighted:text-on-accent data-disabled:cursor-not-allowed data-disabled:text-text-muted',
);
export const menuTriggerClasses = cn(
  'inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-control border-2 border-transparent bg-transparent px-2 py-1 font-bold text-lg text-inherit',
  'hover:border-current focus-visible:outline-4 focus-visible:outline-focus focus-visible:outline-offset-2 data-[state=open]:border-current',
);

/** What the language menu's trigger shows: the current flag and three-letter code, and a hidden label. */
export function LanguageTriggerContent({ value }: { value: LanguageCode }) {
  const { t } = useTranslation();
  const current = languages.find((l) => l.code === value) ?? languages[0];
  return (
    <>
      <LanguageFlag country={current.country} />
      <span>
        <span className="sr-only">{t('NAV.LANGUAGE')}:</span> {/* A code: one unbroken word in every language. */}
        <span className="whitespace-nowrap hyphens-manual">{current.label}</span>
      </span>
      <ChevronDownIcon className="size-5" />
    </>
  );
}
