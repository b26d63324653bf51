import type { ReactNode } from 'react';
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { trailTo } from '../../utils/sidebar.js';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.js';
import { DocContent } from '../Content/DocContent.js';
import type { ContentComponents } from '../Content/render.js';
import { Pagination } from '../Pagination/Pagination.js';
import { Sidebar } from '../Sidebar/Sidebar.js';
import { useActiveHeading } from '../../hooks/useActiveHeading.js';
import { Toc, tocEntries } from '../Toc/Toc.js';
import styles from './DocPage.module.css';

export interface DocPageProps {
  /** The doc from the content pipeline: title, body, TOC, prev/next, last update. */
  readonly doc: DocJson;
  /** The doc's sidebar; `null` renders the page full width (for docs in no sidebar). */
  readonly sidebar: readonly SidebarItem[] | null;
  /** Content components by element or MDX name (default `defaultContentComponents`). */
  readonly components?: ContentComponents;
}

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A doc: sidebar, breadcrumbs, title, content, TOC, prev/next and the last-updated line. */
export function DocPage({ doc, sidebar, components }: DocPageProps): ReactNode {
  const trail = sidebar ? trailTo(sidebar, doc.permalink) : [];
  const showToc = !doc.hideTableOfContents && doc.toc.length > 0;
  // One scroll-spy for both TOCs (the mobile one above the content and the desktop column).
  const activeHeading = useActiveHeading(showToc ? tocEntries(doc.toc).map((item) => item.id) : []);
  return (
    <div className={`${styles['page']} ${sidebar ? '' : styles['full']}`}>
      {sidebar ? (
        // Plain wrappers: the sidebar and the TOC are navigation landmarks already; unnamed
        // <aside>s around them added two indistinguishable complementary landmarks.
        <div className={styles['sidebar']}>
          <Sidebar items={sidebar} activePath={doc.permalink} />
        </div>
      ) : null}
      <div className={styles['main']}>
        <article className={styles['article']}>
          <Breadcrumbs trail={trail} />
          <header>
            <h1 className={styles['title']}>{doc.title}</h1>
            <p className={styles['meta']}>{doc.readingTime} min read</p>
          </header>
          {showToc ? (
            <details className={styles['mobileToc']}>
              <summary>On this page</summary>
              <Toc items={doc.toc} activeHeading={activeHeading} />
            </details>
          ) : null}
          <DocContent body={doc.body} {...(components ? { components } : {})} />
          {doc.lastUpdatedAt ? (
            <p className={styles['updated']}>
              Last updated on <time dateTime={new Date(doc.lastUpdatedAt).toISOString()}>{dateFormat.format(doc.lastUpdatedAt)}</time>
            </p>
          ) : null}
          <Pagination previous={doc.previous} next={doc.next} />
        </article>
        {showToc ? (
          <div className={styles['toc']}>
            <Toc items={doc.toc} activeHeading={activeHeading} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
