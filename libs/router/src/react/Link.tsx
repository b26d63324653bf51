/**
 * `<Link>`: a plain `<a>` that navigates on the client for same-site paths and prefetches its
 * page on hover, focus, touch, and when it scrolls into view (at idle time). Prefetching is
 * skipped on 2g connections and with Save-Data, to spare the data. Modified clicks (new tab,
 * download) keep the browser's behaviour.
 */
import { forwardRef, useCallback, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { currentConnection, shouldSkipPrefetch } from '../utils/connection.js';
import { isUnderBase, withBase } from '../utils/paths.js';
import { useRouterActions } from './context.js';

/** Props of {@link Link}: every `<a>` attribute except `href`, plus `to`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site path (`/doc/docs/x`, or `docs/x` relative to the base URL) or an absolute URL. */
  readonly to: string;
  /** Prefetch when visible (default true; hover and focus always prefetch). */
  readonly prefetchOnView?: boolean;
  readonly children?: ReactNode;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function isModified(event: MouseEvent): boolean {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0;
}

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
 * A link that navigates on the client for paths under the base URL (prefetching the target on hover,
 * focus, touch and when visible) and behaves as a plain `<a>` for external URLs and modified clicks.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, prefetchOnView = true, onClick, onMouseEnter, onFocus, onTouchStart, target, children, ...rest },
  forwardedRef,
) {
  // Only the stable actions: a navigation does not re-render every link on the page.
  const { baseUrl, navigate, prefetch } = useRouterActions();
  const external = EXTERNAL.test(to);
  const href = external || to.startsWith('#') ? to : withBase(to, baseUrl);
  const internal = !external && (to.startsWith('#') || isUnderBase(href, baseUrl));
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
    if (!internal || !prefetchOnView || to.startsWith('#') || !ref.current) return undefined;
    if (shouldSkipPrefetch(currentConnection())) return undefined;
    return observe(ref.current, () => prefetch(href));
  }, [internal, prefetchOnView, href, prefetch, to]);

  const warm = () => {
    if (internal && !to.startsWith('#') && !shouldSkipPrefetch(currentConnection())) prefetch(href);
  };

  return (
    <a
      {...rest}
      ref={setRef}
      href={href}
      target={target}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        warm();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        warm();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        warm();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !internal || isModified(e) || (target && target !== '_self') || rest.download !== undefined) return;
        e.preventDefault();
        void navigate(href);
      }}
    >
      {children}
    </a>
  );
});
