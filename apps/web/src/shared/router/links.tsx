import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath } from './history.ts';
import { useLocation, useNavigate, useRouter } from './hooks.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path, absolute or relative to the current location; a full URL is an ordinary link. */
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** Load the target as a new page instead of navigating inside the app. */
  reloadDocument?: boolean;
}

const absoluteUrl = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** The href of `to`: itself when it is a full URL or an absolute path, else resolved against the current location. */
export function resolveHref(to: string, from: string): string {
  if (absoluteUrl.test(to) || to.startsWith('/')) return to;
  const url = new URL(to, new URL(from, 'http://localhost'));
  return url.pathname + url.search + url.hash;
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** An anchor that navigates inside the app on a plain click (a new tab, a full URL or `reloadDocument` load a page). */
export function Link(props: LinkProps) {
  const { to, replace, state, preventScrollReset, reloadDocument, onClick, target, children, ...rest } = props;
  const router = useRouter();
  const location = useLocation();
  const href = resolveHref(to, createPath(location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || isModified(event)) return;
    if ((target && target !== '_self') || reloadDocument || absoluteUrl.test(href)) return;
    event.preventDefault();
    // A link to the page already shown replaces its entry rather than adding the same page again.
    const same = createPath(router.state.location) === href;
    void router.navigate(href, { replace: replace ?? same, state, preventScrollReset });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type NavLinkClassName = string | ((status: { isActive: boolean }) => string);

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  className?: NavLinkClassName;
}

/** Whether a link's path is the current page (or, without `end`, an ancestor of it); case-insensitive. */
export function isActivePath(linkPath: string, currentPath: string, end: boolean): boolean {
  const to = linkPath.toLowerCase();
  const current = currentPath.toLowerCase();
  const length = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return current === to || (!end && current.startsWith(to) && current.charAt(length) === '/');
}

/** A Link marked `aria-current="page"` (and class `active`, or its className function told) when it is current. */
export function NavLink({ end = false, className, to, ...rest }: NavLinkProps) {
  const location = useLocation();
  const href = resolveHref(to, createPath(location));
  const pathname = href.split(/[?#]/)[0] ?? href;
  const isActive = isActivePath(pathname, location.pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

/** Navigates once rendered (a component's own redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
