/**
 * `@docusaurus/BrowserOnly` for a site's own components: renders `fallback` on the server and in
 * the first (hydrating) render, then what `children()` returns, so code that needs `window` runs
 * only in the browser and hydration matches the prerendered HTML.
 */
import { useEffect, useState, type ReactNode } from 'react';

export interface BrowserOnlyProps {
  /** Called in the browser only, after hydration. */
  readonly children: () => ReactNode;
  /** What the server render and the first client render show. Default nothing. */
  readonly fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (typeof children !== 'function') throw new Error('@hpcdocs/site: <BrowserOnly> takes a function as its child: <BrowserOnly>{() => <Widget />}</BrowserOnly>.');
  return mounted ? children() : (fallback ?? null);
}
