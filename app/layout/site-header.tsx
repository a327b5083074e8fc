import type { Tool } from '../../contract/content';
import { DesktopRowTail, HeaderLogo, PhoneRowTail } from './header-rows';
import { useSiteHeader } from './use-site-header';

/** Header: the project logo (programme site, new tab), the navbar of docs/product/screens.md, the language choice. */
export function SiteHeader({ variant }: { variant: Tool }) {
  const header = useSiteHeader(variant);
  return (
    // Inside the header bar focus rings take the header's own ring colour, which contrasts with the bar.
    <header className="relative border-b border-border bg-header text-on-header [--sv-focus:var(--sv-focus-on-header)]">
      {/* As tall in both layouts (the phone layout's menu button: 1.75rem icon, 1rem padding, 4px border), and
          padded by the window's width, so the prerendered phone layout turning into the desktop row when the
          app starts moves nothing: not the logo, not the page below. */}
      <div
        ref={header.rowRef}
        className="mx-auto flex min-h-[calc(3.75rem+4px)] max-w-6xl flex-nowrap items-center gap-2 px-2 py-2 desktop:px-4"
      >
        {/* The logo leads both rows, so it stays the same element (and keeps focus) when the layout changes. */}
        {header.compact ? (
          <>
            <HeaderLogo />
            <PhoneRowTail header={header} />
          </>
        ) : (
          <>
            <HeaderLogo />
            <DesktopRowTail header={header} measure={false} />
          </>
        )}
      </div>
      {/* The desktop row is drawn twice: for real when it fits, and always as an invisible, inert copy at its
          natural width, which tells whether it fits (useFits). */}
      {/* The measuring copy: clipped to no height, invisible and inert, so nobody sees, reaches or hears it. */}
      <div aria-hidden="true" inert className="pointer-events-none absolute inset-x-0 top-0 h-0 overflow-hidden">
        <div ref={header.measureRef} className="invisible flex w-max flex-nowrap items-center gap-2 px-4 py-2">
          <HeaderLogo />
          <DesktopRowTail header={header} measure />
        </div>
      </div>
    </header>
  );
}
