import { Link } from 'react-router';
import type { LinkRenderer } from '../../../ui/link-button';

/** Renders ui links (LinkButton) as router links, so they navigate without a page load. */
export const renderRouterLink: LinkRenderer = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

export const inlineLinkClass =
  'inline-flex min-h-11 items-center font-bold text-accent underline underline-offset-4 hover:decoration-4 focus-visible:outline-4 focus-visible:outline-focus';
