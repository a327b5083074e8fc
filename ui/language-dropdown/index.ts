export { LanguageDropdown, type LanguageDropdownProps } from './language-dropdown';
export { LanguageTriggerContent, menuContentClasses, menuItemClasses, menuTriggerClasses } from './menu-trigger';
