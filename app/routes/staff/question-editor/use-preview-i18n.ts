import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../../contract/languages';

/**
 * An i18next instance in the edited language, sharing the page's loaded texts: the preview's hints ("Choose
 * one answer.") speak the language of its content, while the page around it stays in the reader's. Until the
 * language's texts are in, there is none (the preview waits rather than mixing two languages).
 */
export function usePreviewI18n(language: LanguageCode): I18n | null {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState<{ language: LanguageCode; instance: I18n } | null>(null);
  useEffect(() => {
    let current = true;
    let loaded = false;
    let clone: I18n | undefined;
    // The callback may come before cloneInstance returns (texts already loaded), or later.
    const publish = () => {
      if (current && loaded && clone) setReady({ language, instance: clone });
    };
    clone = i18n.cloneInstance({ lng: language }, () => {
      loaded = true;
      publish();
    });
    publish();
    return () => {
      current = false;
    };
  }, [i18n, language]);
  return ready?.language === language ? ready.instance : null;
}
