/**
 * `<Link>`: React Router's `<Link>` for the site's pages, given a site path (the base URL is added
 * where it is missing), that also prefetches the page's data on hover, focus, touch, and when it
 * scrolls into view (at idle time). Prefetching is skipped on 2g connections and with Save-Data,
 * to spare the data. External URLs and paths outside the base URL are plain links; a `#fragment`
 * stays a fragment link, followed on the client.
 */
import { forwardRef, useCallback, useEffect, useRef, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import { Link as ReactRouterLink } from 'react-router-dom';
import { currentConnection, shouldSkipPrefetch } from '../utils/connection.js';
import { isUnderBase, withBase } from '../utils/paths.js';
import { useSiteRouter } from './context.js';

/** Props of {@link Link}: every `<a>` attribute except `href`, plus `to`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site path (`/doc/docs/x`, or `docs/x` relative to the base URL), `#fragment` or an absolute URL. */
  readonly to: string;
  /** Prefetch when visible (default true; hover and focus always prefetch). */
  readonly prefetchOnView?: boolean;
  readonly children?: ReactNode;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0;

let observer: IntersectionObserver | null = null;
const onVisible = new WeakMap<Element, () => void>();

function observe(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const run = onVisible.get(entry.target);
      onVisible.delete(entry.target);
      if (!run) continue;
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
      if (idle) idle(run);
      else window.setTimeout(run, 50);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    onVisible.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * A link that navigates on the client for paths under the base URL (React Router's `<Link>`,
 * prefetching the target on hover, focus, touch and when visible) and is a plain `<a>` for
 * external URLs.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, prefetchOnView = true, onClick, onMouseEnter, onFocus, onTouchStart, children, ...rest }, forwardedRef) {
  const { baseUrl, prefetch, navigate } = useSiteRouter();
  const external = EXTERNAL.test(to);
  const fragment = to.startsWith('#');
  const href = external || fragment ? to : withBase(to, baseUrl);
  const page = !external && !fragment && isUnderBase(href, baseUrl);
  const ref = useRef<HTMLAnchorElement | null>(null);
  // Stable, so a re-render does not detach and re-attach the ref.
  const setRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      ref.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  useEffect(() => {
    if (!page || !prefetchOnView || !ref.current || shouldSkipPrefetch(currentConnection())) return undefined;
    return observe(ref.current, () => prefetch(href));
  }, [page, prefetchOnView, href, prefetch]);

  const warm = () => {
    if (page && !shouldSkipPrefetch(currentConnection())) prefetch(href);
  };
  const anchor = {
    ...rest,
    ref: setRef,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      onMouseEnter?.(event);
      warm();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      onFocus?.(event);
      warm();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      onTouchStart?.(event);
      warm();
    },
  };
  if (page) {
    return (
      // `discover="none"`: routes are discovered from the site's route table on navigation (see
      // site-router.ts), not announced by each link (a `data-discover` attribute on every link).
      <ReactRouterLink {...anchor} to={href} discover="none" reloadDocument={rest.download !== undefined} {...(onClick ? { onClick } : {})}>
        {children}
      </ReactRouterLink>
    );
  }
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        // A fragment of the current page: a history entry the router knows, and its scroll to the target.
        if (!fragment || event.defaultPrevented || isModified(event) || (rest.target && rest.target !== '_self')) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});
