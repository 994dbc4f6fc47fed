import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The app's links: React Router's Link and NavLink without what only its framework mode uses (route
 * prefetching with its <link> tags, lazy route discovery, view transitions): that code was in the first
 * chunk every page loads (DR 216). The same behaviour otherwise: the href under the router's basename (the
 * page's language), a plain click navigates in the app, a modified click (new tab, download) or another
 * target is the browser's, and `reloadDocument` asks the server for the page.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme or protocol-relative: the browser's to follow, never the router's. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, state, reloadDocument, target, onClick, ...rest }: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const routedHref = useHref(absolute ? '.' : to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument && !absolute) navigate(event);
  };
  return <a {...rest} href={absolute ? (to as string) : routedHref} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class name, or one chosen by whether the link leads to the page being shown. */
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
}

/** A link that knows whether it leads to the page being shown: `aria-current="page"` and its class say so. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  // As React Router: "/sell" is active on "/sell" and "/sell/apple", not on "/seller"; "/" only on "/".
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
