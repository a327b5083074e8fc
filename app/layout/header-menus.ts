// The header's menus with their Radix code: loaded when a visitor first reaches for one (deferred-menus.tsx).
export { LanguageDropdown } from '../../ui/language-dropdown/language-dropdown';
export { PhoneMenu } from '../../ui/phone-menu/phone-menu';
export { UserMenu } from '../../ui/user-menu/user-menu';
