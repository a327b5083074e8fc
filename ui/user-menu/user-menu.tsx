import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { menuContentClasses, menuItemClasses } from '../language-dropdown/menu-trigger';
import { cn } from '../lib/cn';
import { type LinkRenderer, useLinkRenderer } from '../link-button';
import { UserMenuTriggerContent, userMenuTriggerClasses } from './user-menu-trigger';

/** A menu entry either navigates (href, rendered by the app's link renderer) or runs a callback. */
export type UserMenuAction = { href: string; onSelect?: () => void } | { href?: undefined; onSelect: () => void };

export interface UserMenuProps {
  firstName: string;
  lastName: string;
  details: UserMenuAction;
  surveys: UserMenuAction;
  logout: UserMenuAction;
  /** Staff see Export data, Insights, Admin Panel, Translations and the Activity log. */
  isStaff?: boolean;
  csvExport?: UserMenuAction;
  insights?: UserMenuAction;
  adminPanel?: UserMenuAction;
  translations?: UserMenuAction;
  activityLog?: UserMenuAction;
  renderLink?: LinkRenderer;
  /** Start open (stories and tests of the open state). */
  defaultOpen?: boolean;
  className?: string;
}

/** The staff pages of the menu, in order, with the key of each one's label. */
const staffPages = [
  ['csvExport', 'PAGES.EXPORT'],
  ['insights', 'PAGES.INSIGHTS'],
  ['adminPanel', 'PAGES.PADMIN'],
  ['translations', 'PAGES.TRANSLATIONS'],
  ['activityLog', 'PAGES.AUDIT'],
] as const;

function Item({
  action,
  label,
  renderLink,
  onNavigate,
}: {
  action: UserMenuAction;
  label: string;
  renderLink: LinkRenderer;
  onNavigate: () => void;
}) {
  if (action.href !== undefined) {
    return (
      <Menu.Item
        asChild
        onSelect={() => {
          onNavigate();
          action.onSelect?.();
        }}
        className={menuItemClasses}
      >
        {renderLink({ href: action.href, children: label })}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item onSelect={action.onSelect} className={menuItemClasses}>
      {label}
    </Menu.Item>
  );
}

/** The signed-in user's dropdown in the navbar: their name opens Details, Surveys, staff pages and Logout. */
export function UserMenu({
  firstName,
  lastName,
  details,
  surveys,
  logout,
  isStaff,
  renderLink,
  defaultOpen,
  className,
  ...staff
}: UserMenuProps) {
  const { t } = useTranslation();
  const render = useLinkRenderer(renderLink);
  // A page chosen in the menu takes focus itself (its heading); focus goes back to the trigger otherwise.
  const navigating = useRef(false);
  const onNavigate = () => {
    navigating.current = true;
  };
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      modal={false}
      onOpenChange={(open) => {
        if (open) navigating.current = false;
      }}
    >
      <Menu.Trigger className={cn(userMenuTriggerClasses, className)}>
        <UserMenuTriggerContent firstName={firstName} lastName={lastName} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className={menuContentClasses}
          onCloseAutoFocus={(event) => {
            if (navigating.current) event.preventDefault();
          }}
        >
          <Item action={details} label={t('PAGES.PROFILE')} renderLink={render} onNavigate={onNavigate} />
          <Item action={surveys} label={t('PAGES.HISTORY')} renderLink={render} onNavigate={onNavigate} />
          {staffPages.map(([name, label]) => {
            const action = staff[name];
            return isStaff && action ? (
              <Item key={name} action={action} label={t(label)} renderLink={render} onNavigate={onNavigate} />
            ) : null;
          })}
          <Menu.Separator className="my-1 h-0.5 bg-border" />
          <Item action={logout} label={t('NAV.LOGOUT')} renderLink={render} onNavigate={onNavigate} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
