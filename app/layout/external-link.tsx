import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab, safely (no opener) — its accessible name must say "opens in a new tab". */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
