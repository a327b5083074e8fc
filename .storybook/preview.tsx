import '../themes';
// Every story gets the Cyrillic faces, not only those in Bulgarian or Serbian: a story that shows a Cyrillic
// example in another language would otherwise take its font from whichever story the page showed before
// (the app loads them for bg and sr only, themes/cyrillic-font.ts; unicode-range keeps them unloaded until
// a Cyrillic letter appears).
import '../themes/cyrillic.css';
import '../app/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languages } from '../contract/languages';
import { loadFontsFor } from '../themes/cyrillic-font';
import { storybookI18n } from './i18n';

const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = (context.globals.theme as string) ?? 'general';
  const locale = (context.globals.locale as string) ?? 'en';
  if (storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = locale;
    void loadFontsFor(locale);
  }, [theme, locale]);
  return (
    <I18nextProvider i18n={storybookI18n}>
      <div data-theme={theme} lang={locale} className="bg-page p-4 font-body text-lg text-text">
        <Story />
      </div>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Theme of the tool',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'general', title: 'General (skills)' },
          { value: 'wlb', title: 'Work-life balance' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((l) => ({ value: l.code, title: `${l.label} – ${l.name}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'general', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: {
      // Fail the a11y panel (and the story sweep) on any WCAG 2.0/2.1/2.2 A or AA violation.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
