import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { trailTo } from '../../utils/sidebar.js';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.js';
import { DocContent, DocTitle } from '../Content/DocContent.js';
import type { ContentComponents } from '../Content/render.js';
import { LoadErrorBox } from '../LoadErrorBox/LoadErrorBox.js';
import { Pagination } from '../Pagination/Pagination.js';
import { Sidebar } from '../Sidebar/Sidebar.js';
import { useActiveHeading } from '../../hooks/useActiveHeading.js';
import type { SidebarsLoadError } from '../../contexts/Sidebars.js';
import { Toc, tocEntries } from '../Toc/Toc.js';
import { useT } from '../../contexts/SiteConfig.js';
import { dateFormat, usePageLang } from '../../utils/date-format.js';
import styles from './DocPage.module.css';
import hidden from '../../styles/visually-hidden.module.css';

export interface DocPageProps {
  /** The doc from the content pipeline: title, body, TOC, prev/next, last update. */
  readonly doc: DocJson;
  /** The doc's sidebar; `null` renders the page full width (for docs in no sidebar). */
  readonly sidebar: readonly SidebarItem[] | null;
  /** Set when the doc has a sidebar whose file did not load: shown where the sidebar goes, with Retry. */
  readonly sidebarError?: SidebarsLoadError | null;
  /** Content components by element or MDX name (default `defaultContentComponents`). */
  readonly components?: ContentComponents;
  /** Above the breadcrumbs and under them: what the page says of its docs version (`ActiveVersionBanner`, `ActiveVersionBadge`), on a site with versions. */
  readonly versionBanner?: ReactNode;
  readonly versionBadge?: ReactNode;
  /** Under the title, in place of the reading time: what a page says of itself (a blog post's date and authors). */
  readonly byline?: ReactNode;
}

/** Below the body: the doc's tags, then "Edit this page" and when (and by whom) it was last updated. */
function DocFooter({ doc }: { readonly doc: DocJson }): ReactNode {
  const updated = doc.lastUpdatedAt !== undefined || doc.lastUpdatedBy !== undefined;
  const t = useT();
  const lang = usePageLang();
  if (!doc.tags?.length && !doc.editUrl && !updated) return null;
  return (
    <footer className={styles['footer']}>
      {doc.tags?.length ? (
        <div className={styles['tags']}>
          <b>{t('Tags:')}</b>
          <ul className={styles['tagList']}>
            {doc.tags.map((tag) => (
              <li key={tag.permalink}>
                <Link to={tag.permalink} className={styles['tag']} {...(tag.description ? { title: tag.description } : {})}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {doc.editUrl || updated ? (
        <div className={styles['footerRow']}>
          {doc.editUrl ? (
            <a href={doc.editUrl} className={styles['edit']} target="_blank" rel="noopener noreferrer">
              {t('Edit this page')}
            </a>
          ) : null}
          {updated ? (
            <p className={styles['updated']}>
              {t('Last updated{atDate}{byUser}', {
                atDate: doc.lastUpdatedAt === undefined ? '' : t(' on {date}', { date: <time dateTime={new Date(doc.lastUpdatedAt).toISOString()}>{dateFormat(lang, 'short').format(doc.lastUpdatedAt)}</time> }),
                byUser: doc.lastUpdatedBy ? t(' by {user}', { user: doc.lastUpdatedBy }) : '',
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </footer>
  );
}

/** A doc: sidebar, breadcrumbs, title, content, TOC, prev/next and the last-updated line. */
export function DocPage({ doc, sidebar, sidebarError, components, versionBanner, versionBadge, byline }: DocPageProps): ReactNode {
  const trail = sidebar ? trailTo(sidebar, doc.permalink) : [];
  const showToc = !doc.hideTableOfContents && doc.toc.length > 0;
  // One scroll-spy for both TOCs (the mobile one above the content and the desktop column).
  const activeHeading = useActiveHeading(showToc ? tocEntries(doc.toc).map((item) => item.id) : []);
  const t = useT();
  return (
    <div className={`${styles['page']} ${sidebar || sidebarError ? '' : styles['full']}`}>
      {sidebarError ? (
        <div className={styles['sidebar']}>
          <LoadErrorBox variant="sidebar" error={sidebarError.error} onRetry={sidebarError.retry} />
        </div>
      ) : sidebar ? (
        // Plain wrappers: the sidebar and the TOC are navigation landmarks already; unnamed
        // <aside>s around them added two indistinguishable complementary landmarks.
        <div className={styles['sidebar']}>
          <Sidebar items={sidebar} activePath={doc.permalink} />
        </div>
      ) : null}
      <div className={styles['main']}>
        <article className={styles['article']}>
          {versionBanner}
          <Breadcrumbs trail={trail} />
          {versionBadge}
          <header>
            {/* A hidden title stays in the outline for screen readers: the page still has one h1. */}
            <h1 className={doc.hideTitle ? hidden['visuallyHidden'] : styles['title']}>{doc.titleBody ? <DocTitle body={doc.titleBody} /> : (doc.contentTitle ?? doc.title)}</h1>
            {byline ?? <p className={styles['meta']}>{t('{readingTime} min read', { readingTime: doc.readingTime })}</p>}
          </header>
          {showToc ? (
            <details className={styles['mobileToc']}>
              <summary>{t('On this page')}</summary>
              <Toc items={doc.toc} activeHeading={activeHeading} />
            </details>
          ) : null}
          <DocContent body={doc.body} {...(components ? { components } : {})} />
          <DocFooter doc={doc} />
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
