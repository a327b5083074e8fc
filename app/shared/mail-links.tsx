import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** The look of a link inside running text (WCAG 2.5.8 leaves inline links their line's height). */
export const sentenceLinkClass =
  'font-bold text-accent underline underline-offset-4 hover:decoration-4 focus-visible:outline-4 focus-visible:outline-focus';

// Stands in for an address while the sentence is translated; no translation contains it.
const marker = '\u0001';

/**
 * A translated sentence whose e-mail addresses are `mailto:` links: `addresses` maps the sentence's
 * placeholders ({{email}}, {{dpoEmail}}…) to addresses. Each translation keeps its own word order.
 */
export function withMailLinks(
  t: TFunction,
  key: string,
  addresses: Record<string, string>,
  values: Record<string, string> = {},
): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(addresses).map((name) => [name, `${marker}${name}${marker}`]));
  const text = t(key, { ...values, ...markers }) as string;
  return text.split(marker).map((part, index) => {
    const address = index % 2 === 1 ? addresses[part] : undefined;
    return address ? (
      <a key={`${part}-${index}`} href={`mailto:${address}`} className={sentenceLinkClass}>
        {address}
      </a>
    ) : (
      part
    );
  });
}
