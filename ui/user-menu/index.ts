export { UserMenu, type UserMenuAction, type UserMenuProps } from './user-menu';
