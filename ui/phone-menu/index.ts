export {
  PhoneMenu,
  type PhoneMenuAction,
  type PhoneMenuLink,
  type PhoneMenuLinkRenderProps,
  type PhoneMenuProps,
} from './phone-menu';
export { HamburgerIcon } from './hamburger-icon';
