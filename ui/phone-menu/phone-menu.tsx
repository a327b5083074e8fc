import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { Modal } from '../modal';
import { HamburgerIcon } from './hamburger-icon';

export interface PhoneMenuLink {
  id: string;
  /** Already translated. */
  label: string;
  href: string;
  /** The page the user is on (aria-current="page"). */
  current?: boolean;
  /** Called on selection; call event.preventDefault() to navigate in the app (router) or open a modal instead. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export interface PhoneMenuAction {
  id: string;
  /** Already translated. */
  label: string;
  /** With href the action is a link styled as a button (Login, Register); without, a button (Logout). */
  href?: string;
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
  variant?: 'primary' | 'secondary';
}

/** What a custom link renderer gets: spread it onto the app's router link. */
export interface PhoneMenuLinkRenderProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** The signed-in user's part of the menu: what the desktop user menu offers (Details, Surveys, staff pages). */
export interface PhoneMenuAccount {
  /** The heading of the group, already translated or a name (the user's first and last name). */
  title: string;
  links: PhoneMenuLink[];
}

export interface PhoneMenuProps {
  /** Home, Survey and the link to the other variant. */
  links: PhoneMenuLink[];
  /** The logged-in user's pages, listed under their name as in the desktop user menu. */
  account?: PhoneMenuAccount;
  /** Logout, or Login and Register. */
  actions: PhoneMenuAction[];
  /** Renders links (e.g. a router Link); a plain <a> by default. ui knows no router. */
  renderLink?: (props: PhoneMenuLinkRenderProps, item: PhoneMenuLink | PhoneMenuAction) => ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const defaultRenderLink = ({ children, ...props }: PhoneMenuLinkRenderProps) => <a {...props}>{children}</a>;

const linkClasses = cn(
  'flex min-h-14 w-full items-center rounded-control border-2 border-transparent px-4 py-2 font-bold text-xl text-accent no-underline',
  'hover:bg-accent-soft focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-text aria-[current=page]:underline aria-[current=page]:underline-offset-4',
);

function LinkList({
  links,
  renderLink,
  select,
}: {
  links: PhoneMenuLink[];
  renderLink: NonNullable<PhoneMenuProps['renderLink']>;
  select: (item: PhoneMenuLink) => (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0">
      {links.map((link) => (
        <li key={link.id}>
          {renderLink(
            {
              href: link.href,
              className: linkClasses,
              'aria-current': link.current ? 'page' : undefined,
              onClick: select(link),
              children: link.label,
            },
            link,
          )}
        </li>
      ))}
    </ul>
  );
}

/** The navbar's phone menu (docs/product/screens.md): a hamburger opening a full-screen dialog of links and buttons. */
export function PhoneMenu({
  links,
  account,
  actions,
  renderLink = defaultRenderLink,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
}: PhoneMenuProps) {
  const { t } = useTranslation();
  const accountTitleId = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  // A link that leads to another page leaves focus to that page (the app moves it to the new heading).
  const navigating = useRef(false);
  const select = (item: PhoneMenuLink | PhoneMenuAction) => (event: MouseEvent<HTMLElement>) => {
    item.onSelect?.(event);
    navigating.current = Boolean(item.href) && !event.defaultPrevented && !('current' in item && item.current);
    setOpen(false);
  };

  return (
    <Modal
      fullscreen
      open={isOpen}
      onOpenChange={(next) => {
        if (next) navigating.current = false;
        setOpen(next);
      }}
      restoreFocus={() => !navigating.current}
      title={t('NAV.MAIN')}
      trigger={<IconButton icon={<HamburgerIcon />} label={t('NAV.OPEN_MENU')} variant="plain" className={className} />}
    >
      <nav aria-label={t('NAV.MAIN')}>
        <LinkList links={links} renderLink={renderLink} select={select} />
      </nav>
      {account?.links.length ? (
        <nav aria-labelledby={accountTitleId} className="flex flex-col gap-2 border-border border-t-2 pt-5">
          <h3 id={accountTitleId} className="m-0 break-words px-4 font-bold font-heading text-lg text-text-muted">
            {account.title}
          </h3>
          <LinkList links={account.links} renderLink={renderLink} select={select} />
        </nav>
      ) : null}
      <div className="flex flex-col gap-3 border-border border-t-2 pt-5">
        {actions.map((action) => {
          const className = buttonVariants({ variant: action.variant ?? 'primary', size: 'full' });
          return action.href ? (
            <div key={action.id}>
              {renderLink({ href: action.href, className, onClick: select(action), children: action.label }, action)}
            </div>
          ) : (
            <button key={action.id} type="button" className={className} onClick={select(action)}>
              {action.label}
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
