import { type ReactNode, useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../contract/languages';
import { IconButton } from '../../ui/icon-button';
import { LanguageTriggerContent, menuTriggerClasses } from '../../ui/language-dropdown/menu-trigger';
import { cn } from '../../ui/lib/cn';
import { HamburgerIcon } from '../../ui/phone-menu/hamburger-icon';
import { UserMenuTriggerContent, userMenuTriggerClasses } from '../../ui/user-menu/user-menu-trigger';

/**
 * The header's three menus (language, user, phone) carry Radix's menu and dialog code, about a sixth of
 * the first load. Until a visitor reaches for one (pointer over or down, focus, a key) the header shows
 * their closed buttons, drawn with the same parts and classes; reaching loads the code, and a press
 * opens the real menu as soon as it is there (docs/decisions/first-load.md).
 */
export type MenuId = 'language' | 'user' | 'phone';
type MenuModule = typeof import('./header-menus');

let loaded: MenuModule | undefined;
let loading: Promise<MenuModule> | undefined;

function loadMenus(): Promise<MenuModule> {
  loading ??= import('./header-menus').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

export interface DeferredMenus {
  /** The real menus once loaded. */
  menus: MenuModule | undefined;
  /** The menu pressed before its code had loaded: it starts open. */
  openFirst: MenuId | null;
  /** Starts loading; with an id, that menu opens once loaded. */
  wake: (open?: MenuId) => void;
}

/**
 * The menus' code, loaded on a visitor's first reach. A placeholder that had focus when the code arrived
 * hands focus to the real button in its place: the header's useHeaderFocus, by the `data-header-menu`
 * wrapper each sits in.
 */
export function useDeferredMenus(): DeferredMenus {
  const [menus, setMenus] = useState(loaded);
  const [openFirst, setOpenFirst] = useState<MenuId | null>(null);
  const wake = useCallback((open?: MenuId) => {
    if (open) setOpenFirst(open);
    if (loaded) return;
    void loadMenus().then(setMenus);
  }, []);
  useLayoutEffect(() => {
    // Rendered once with defaultOpen: later mounts (the header switching layout) start closed again.
    if (menus && openFirst) setOpenFirst(null);
  }, [menus, openFirst]);
  return { menus, openFirst, wake };
}

/** The wrapper that marks a menu's place; `display: contents`, so the button inside is the flex item. */
export function MenuSlot({ id, children }: { id: MenuId; children: ReactNode }) {
  return (
    <span data-header-menu={id} className="contents">
      {children}
    </span>
  );
}

interface PlaceholderProps {
  /** Absent in the header's invisible measuring copy. */
  wake?: (open?: MenuId) => void;
  className?: string;
}

function wakeHandlers(id: MenuId, popup: 'menu' | 'dialog', wake: PlaceholderProps['wake']) {
  if (!wake) return { 'aria-haspopup': popup, 'aria-expanded': false } as const;
  return {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: () => wake(),
    // A Radix menu opens on the press, not the click: if the code arrives between the two, the click lands on
    // the real trigger, which ignores it, so the press itself must ask for the menu.
    onPointerDown: () => wake(popup === 'menu' ? id : undefined),
    onFocus: () => wake(),
    onClick: () => wake(id),
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      // Radix menus also open on ArrowDown.
      if (popup === 'menu' && event.key === 'ArrowDown') {
        event.preventDefault();
        wake(id);
      }
    },
  } as const;
}

export function LanguagePlaceholder({ value, wake, className }: PlaceholderProps & { value: LanguageCode }) {
  return (
    <button
      type="button"
      data-state="closed"
      className={cn(menuTriggerClasses, className)}
      {...wakeHandlers('language', 'menu', wake)}
    >
      <LanguageTriggerContent value={value} />
    </button>
  );
}

export function UserMenuPlaceholder({ firstName, lastName, wake }: PlaceholderProps & { firstName: string; lastName: string }) {
  return (
    <button type="button" data-state="closed" className={userMenuTriggerClasses} {...wakeHandlers('user', 'menu', wake)}>
      <UserMenuTriggerContent firstName={firstName} lastName={lastName} />
    </button>
  );
}

export function PhoneMenuPlaceholder({ wake, className }: PlaceholderProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      icon={<HamburgerIcon />}
      label={t('NAV.OPEN_MENU')}
      variant="plain"
      data-state="closed"
      className={className}
      {...wakeHandlers('phone', 'dialog', wake)}
    />
  );
}
