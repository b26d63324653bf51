/**
 * `@theme/Layout` for a site's React pages (`src/pages`): the app already renders the site's
 * layout (navbar, footer) around every page, so this renders the page's own part only. The
 * prerendered head has the route's title (from the page's file name); a `title` given here
 * becomes the tab title once the page runs.
 */
import { useEffect, type ReactNode } from 'react';
import { useSiteData } from '../../App.js';
import { pageTitle } from '../../site-data.js';

export interface LayoutProps {
  readonly title?: string;
  /** Accepted for Docusaurus' pages; the page's meta description is the site's. */
  readonly description?: string;
  /** A class on the wrapper of the page's content, as Docusaurus puts it on `<main>`'s parent. */
  readonly wrapperClassName?: string;
  /** Accepted for Docusaurus' pages; the site's layout keeps its footer. */
  readonly noFooter?: boolean;
  readonly children?: ReactNode;
}

export default function Layout({ title, wrapperClassName, children }: LayoutProps): ReactNode {
  const site = useSiteData();
  useEffect(() => {
    if (title) document.title = pageTitle(site, title);
  }, [site, title]);
  return <div className={wrapperClassName}>{children}</div>;
}
