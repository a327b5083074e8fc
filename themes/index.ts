import './fonts.css';
import './themes.css';

export { cyrillicLanguages, loadFontsFor } from './cyrillic-font';
export { type ThemeName, themeNames } from './tokens';
