import { useEffect } from 'react';
import type { Tool } from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';

/**
 * Points the page's manifest link at its tool's manifest in its language (scripts/manifests.mjs), so
 * "Install" installs the tool the respondent is in, under its name in their language.
 */
export function useManifestLink(tool: Tool, language: LanguageCode) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = `/manifests/${tool}-${language}.webmanifest`;
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [tool, language]);
}
