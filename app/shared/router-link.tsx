import { Link } from 'react-router';
import type { LinkRenderer } from '../../ui/link-button';

/** How ui links navigate inside the app: a router Link (client-side), external addresses as plain anchors. */
export const renderRouterLink: LinkRenderer = ({ href, children, ...props }) =>
  /^[a-z]+:/i.test(href) ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
