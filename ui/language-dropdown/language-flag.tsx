import { cn } from '../lib/cn';
import { languageFlags } from './language-flags.css';

/**
 * The decorative flag of a language's country (contract/languages `country`), drawn as the same 30×20 box
 * as ui/dropdown's Flag; the language is written beside it, so it is hidden from assistive technology.
 */
export function LanguageFlag({ country }: { country: string }) {
  const flag = languageFlags[country as keyof typeof languageFlags];
  if (!flag) return null;
  return (
    <span
      aria-hidden="true"
      data-flag={country}
      className={cn('inline-block h-5 w-[30px] shrink-0 rounded-sm border border-border bg-cover bg-center', flag)}
    />
  );
}
