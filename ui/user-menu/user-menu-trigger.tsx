import { ChevronDownIcon } from '../icon-button';
import { menuTriggerClasses } from '../language-dropdown/menu-trigger';
import { cn } from '../lib/cn';

// Apart from the Radix menu: the app draws the closed trigger from these before the menu code has loaded.
export const userMenuTriggerClasses = cn(menuTriggerClasses, 'max-w-80');

/** What the user menu's trigger shows: the user's name and a chevron. */
export function UserMenuTriggerContent({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <>
      <span className="min-w-0 break-words text-left">
        {firstName} {lastName}
      </span>
      <ChevronDownIcon className="size-5 shrink-0" />
    </>
  );
}
