import { type AnchorHTMLAttributes, createContext, type ReactNode, type Ref, useContext } from 'react';

/** What a link renderer receives: everything an <a> needs, with `href` always set. */
export type LinkRenderProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };
export type LinkRenderer = (props: LinkRenderProps) => ReactNode;

/** A plain anchor: the default, so ui works without a router. */
export const renderAnchor: LinkRenderer = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkRenderContext = createContext<LinkRenderer>(renderAnchor);

export interface LinkRenderProviderProps {
  /**
   * For example `(p) => <Link to={p.href} {...p} />` with react-router's Link; ui never imports the router.
   * Pass every prop on (menus add onClick and ref) and call onClick before navigating, as Link does.
   */
  renderLink: LinkRenderer;
  children: ReactNode;
}

/** Lets the app decide, once, how every ui link is rendered (a router Link for client-side navigation). */
export function LinkRenderProvider({ renderLink, children }: LinkRenderProviderProps) {
  return <LinkRenderContext value={renderLink}>{children}</LinkRenderContext>;
}

export function useLinkRenderer(override?: LinkRenderer) {
  const fromContext = useContext(LinkRenderContext);
  return override ?? fromContext;
}
