import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { Modal } from '../modal';

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

export interface PhoneMenuProps {
  /** Home, Survey and the link to the other variant. */
  links: PhoneMenuLink[];
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

function HamburgerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className="size-7"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The navbar's phone menu (spec section 2): a hamburger opening a full-screen dialog of links and buttons. */
export function PhoneMenu({
  links,
  actions,
  renderLink = defaultRenderLink,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
}: PhoneMenuProps) {
  const { t } = useTranslation();
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const select = (item: PhoneMenuLink | PhoneMenuAction) => (event: MouseEvent<HTMLElement>) => {
    item.onSelect?.(event);
    setOpen(false);
  };

  return (
    <Modal
      fullscreen
      open={isOpen}
      onOpenChange={setOpen}
      title={t('NAV.MAIN')}
      trigger={<IconButton icon={<HamburgerIcon />} label={t('NAV.OPEN_MENU')} variant="plain" className={className} />}
    >
      <nav aria-label={t('NAV.MAIN')}>
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
      </nav>
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
