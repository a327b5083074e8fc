export { UserMenu, type UserMenuAction, type UserMenuProps } from './user-menu';
export { UserMenuTriggerContent, userMenuTriggerClasses } from './user-menu-trigger';
