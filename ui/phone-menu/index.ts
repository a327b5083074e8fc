export {
  PhoneMenu,
  type PhoneMenuAction,
  type PhoneMenuLink,
  type PhoneMenuLinkRenderProps,
  type PhoneMenuProps,
} from './phone-menu';
