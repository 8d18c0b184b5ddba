// The storefront's in-app link (issue 8, docs/performance.md "The server"). React Router's <Link> resolves its
// path against the matched routes (a JSON round trip of their paths per link) and subscribes to the location, for
// every link of the page: a category page has 60-odd (cards, facets, menus, footer), and they were about 7 % of a
// server render's CPU and as much of hydration. The storefront's links are absolute paths, so this link writes the
// path as its href and, on a plain left click, navigates by the same rules as <Link> (no modifier key, no other
// target; a link to the current location replaces it). Anything else (a relative or object `to`, a document
// reload, prefetching, view transitions, a mask, a basename) is React Router's <Link>.
// What a link needs of the router (navigate, where the shopper is, the basename) is read once for the whole
// document by `LinkNavigation`, with React Router's public hooks; each link reads one context.
// `SmartLink` is the link of menus and configured URLs, which may leave the site.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  // eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's link
  Link as RouterLink,
  useHref,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateFunction,
} from 'react-router';

/** What a plain link asks of the router: to navigate, and where the shopper is now (path, query and hash). */
interface SiteNavigation {
  navigate: NavigateFunction;
  here: () => string;
}

/** Null outside `LinkNavigation` or under a basename: every link is then React Router's. */
const SiteNavigationContext = createContext<SiteNavigation | null>(null);

/**
 * Gives the links inside it React Router's navigate and the current location, without each link subscribing to
 * the location: the value stays the same across navigations (the location is read when a link is clicked).
 * The app's HydratedRouter takes no `useTransitions`, so a click navigates outside a transition, as <Link> then does.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = useRef(pathname + search + hash);
  useLayoutEffect(() => {
    here.current = pathname + search + hash;
  }, [pathname, search, hash]);
  // '/' as React Router writes it: the basename when there is one, which the links' hrefs would need.
  const root = useHref('/');
  const value = useMemo(() => (root === '/' ? { navigate, here: () => here.current } : null), [navigate, root]);
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

/** An absolute path of this site ('/…', not '//host/…'). */
const isSitePath = (to: LinkProps['to']): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/** The clicks a link navigates in the app; the browser keeps the others (new tab, download, ...). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * `<Link>`'s own props, which the anchor does not take. The anchor's attributes are copied by name rather than
 * taken as an object rest (`const { to, ..., ...anchor } = props`): with a dozen keys left out, V8 makes that rest
 * in its slow runtime path, about 4 µs a link against 0.1 µs for this loop, and a category page draws over a
 * hundred links in every server render and every hydration (docs/performance.md "The server").
 */
const ROUTER_PROPS: ReadonlySet<string> = new Set([
  'to',
  'replace',
  'state',
  'preventScrollReset',
  'target',
  'onClick',
  'reloadDocument',
  'prefetch',
  'viewTransition',
  'mask',
  'defaultShouldRevalidate',
  // Nothing to do for an absolute path when every route is known (routeDiscovery 'initial').
  'discover',
  'relative',
]);

type LinkAllProps = LinkProps & { ref?: Ref<HTMLAnchorElement> };

const anchorOf = (props: LinkAllProps): Record<string, unknown> => {
  const anchor: Record<string, unknown> = {};
  for (const key of Object.keys(props)) {
    if (!ROUTER_PROPS.has(key)) anchor[key] = props[key as keyof LinkAllProps];
  }
  return anchor;
};

export function Link(props: LinkAllProps) {
  const { to, replace, state, preventScrollReset, target, onClick, reloadDocument, prefetch, viewTransition } = props;
  const site = useContext(SiteNavigationContext);
  const plain =
    site !== null &&
    isSitePath(to) &&
    !reloadDocument &&
    (prefetch === undefined || prefetch === 'none') &&
    !viewTransition &&
    props.mask === undefined &&
    props.defaultShouldRevalidate === undefined;
  if (!plain) return <RouterLink {...props} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    void site.navigate(to, { replace: replace ?? site.here() === to, state, preventScrollReset });
  };
  // The children come with the anchor's props.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...anchorOf(props)} href={to} target={target} onClick={handleClick} />;
}

/** Site paths navigate in the app; https URLs leave the site (spec §2 mobile navigation, route rules). */
export const isExternal = (url: string): boolean => /^https?:\/\//i.test(url);

export function SmartLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  if (isExternal(to)) {
    return (
      <a href={to} className={className} rel="noopener" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
