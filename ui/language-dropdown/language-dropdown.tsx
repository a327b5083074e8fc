import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { type LanguageCode, languages } from '../../contract/languages';
import { CheckIcon, ChevronDownIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { LanguageFlag } from './language-flag';

export interface LanguageDropdownProps {
  /** The language in use; the app reads it from i18next and changes it in onChange (ui never does). */
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Start open (stories and tests of the open state). */
  defaultOpen?: boolean;
  className?: string;
}

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

/** The navbar's language menu: the current flag and three-letter code; lists the 10 languages in their own names. */
export function LanguageDropdown({ value, onChange, defaultOpen, className }: LanguageDropdownProps) {
  const { t } = useTranslation();
  const current = languages.find((l) => l.code === value) ?? languages[0];
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger className={cn(menuTriggerClasses, className)}>
        <LanguageFlag country={current.country} />
        <span>
          <span className="sr-only">{t('NAV.LANGUAGE')}:</span> {/* A code: one unbroken word in every language. */}
          <span className="whitespace-nowrap hyphens-manual">{current.label}</span>
        </span>
        <ChevronDownIcon className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={6} collisionPadding={8} className={menuContentClasses}>
          <Menu.RadioGroup value={current.code} onValueChange={(code) => onChange(code as LanguageCode)}>
            {languages.map((language) => (
              <Menu.RadioItem key={language.code} value={language.code} className={menuItemClasses} textValue={language.name}>
                <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center">
                  <Menu.ItemIndicator>
                    <CheckIcon className="size-5" />
                  </Menu.ItemIndicator>
                </span>
                <LanguageFlag country={language.country} />
                {/* One inline run, so the space between code and name is kept in the accessible name. */}
                <span>
                  <span className="whitespace-nowrap font-bold hyphens-manual">{language.label}</span>{' '}
                  <span lang={language.code}>{language.name}</span>
                </span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
