import './fonts.css';
import './themes.css';

export { cyrillicLanguages, loadFontsFor } from './cyrillic-font';
export { themeForPath } from './theme-for-path';
export { type ThemeName, themeNames } from './tokens';
