import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '../../../contract/languages';
import { storybookI18n } from '../../i18n';

const instances = new Map<LanguageCode, i18n>();

/** One i18next per language over Storybook's bundled locales, so a part of a page can speak its own language. */
function instanceFor(code: LanguageCode): i18n {
  let instance = instances.get(code);
  if (!instance) {
    instance = storybookI18n.cloneInstance({ lng: code, initAsync: false });
    instances.set(code, instance);
  }
  return instance;
}

/**
 * Renders `children` in `code`: the interface texts of the real components inside (the answer hints such as
 * "Choose one answer.", the question numbers) follow it, whatever language the toolbar has.
 */
export function InLanguage({ code, children }: { code: LanguageCode; children: ReactNode }) {
  return <I18nextProvider i18n={instanceFor(code)}>{children}</I18nextProvider>;
}
