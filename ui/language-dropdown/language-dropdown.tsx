import * as Menu from '@radix-ui/react-dropdown-menu';
import { useCallback, useState } from 'react';
import { type LanguageCode, languages } from '../../contract/languages';
import { CheckIcon } from '../icon-button';
import { cn } from '../lib/cn';
import { LanguageFlag } from './language-flag';
import { LanguageTriggerContent, menuContentClasses, menuItemClasses, menuTriggerClasses } from './menu-trigger';

export interface LanguageDropdownProps {
  /** The language in use; the app reads it from i18next and changes it in onChange (ui never does). */
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  /** Start open (stories and tests of the open state). */
  defaultOpen?: boolean;
  className?: string;
}

/** The navbar's language menu: the current flag and three-letter code; lists the 10 languages in their own names. */
export function LanguageDropdown({ value, onChange, defaultOpen, className }: LanguageDropdownProps) {
  const current = languages.find((l) => l.code === value) ?? languages[0];
  // The open list joins the landmark that holds the trigger (the page header), not the end of <body>, where
  // it would be content outside every landmark (axe's `region` rule).
  const [landmark, setLandmark] = useState<HTMLElement | null>(null);
  const findLandmark = useCallback((trigger: HTMLButtonElement | null) => {
    setLandmark(trigger?.closest<HTMLElement>('header, nav, main, footer, aside, [role="banner"], [role="navigation"]') ?? null);
  }, []);
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger ref={findLandmark} className={cn(menuTriggerClasses, className)}>
        <LanguageTriggerContent value={current.code} />
      </Menu.Trigger>
      <Menu.Portal container={landmark ?? undefined}>
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
