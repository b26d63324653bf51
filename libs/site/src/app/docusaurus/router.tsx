/**
 * `@docusaurus/router` for a site's own components. In Docusaurus it is React Router (version 5);
 * here it is React Router itself, the one instance the site runs on, so `useLocation`,
 * `useNavigate`, `useParams`, `<Link>`, `<NavLink>` and the rest work as written against
 * `react-router-dom`. Docusaurus components written for version 5 mostly call `useHistory` and
 * render `<Redirect>`, which version 7 no longer has: both are given here on top of its
 * `useNavigate` and `<Navigate>`. Paths are site paths with the base URL, as in Docusaurus.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, type Location, type To } from 'react-router-dom';

export * from 'react-router-dom';

/** What {@link useHistory} returns: the part of React Router 5's `history` that components use. */
export interface History {
  readonly location: Location;
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

/** React Router 5's `useHistory()`, made of version 7's `useNavigate()` and `useLocation()`. */
export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return useMemo(
    () => ({
      location,
      push: (to: To) => void navigate(to),
      replace: (to: To) => void navigate(to, { replace: true }),
      go: (delta: number) => void navigate(delta),
      goBack: () => void navigate(-1),
      goForward: () => void navigate(1),
    }),
    [navigate, location],
  );
}

/** Props of {@link Redirect}, as in React Router 5. */
export interface RedirectProps {
  readonly to: To;
  /** Push a history entry rather than replace the current one (default false). */
  readonly push?: boolean;
}

/**
 * React Router 5's `<Redirect>`: navigates to `to` once rendered. The prerendered page holds a
 * refresh to `to`, so it leads there without JavaScript too (React Router's `<Navigate>` does
 * nothing on the server, with a warning); the browser's first render is the same, then navigates.
 */
export function Redirect({ to, push = false }: RedirectProps): ReactNode {
  const navigate = useNavigate();
  const href = useHref(to);
  useEffect(() => {
    navigate(to, { replace: !push });
  }, [navigate, to, push]);
  return <meta httpEquiv="refresh" content={`0; url=${href}`} />;
}
