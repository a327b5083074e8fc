export {
  LanguageDropdown,
  type LanguageDropdownProps,
  menuContentClasses,
  menuItemClasses,
  menuTriggerClasses,
} from './language-dropdown';
