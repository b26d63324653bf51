/** A page of the blog's list of posts, newest first: each post's title, byline, summary and tags, and links to the pages before and after. */
import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import type { HNode } from '@hpcdocs/content-pipeline/schema';
import { DocContent } from '../Content/DocContent.js';
import type { ContentComponents } from '../Content/render.js';
import { BlogByline } from './BlogByline.js';
import { BlogAuthor, type BlogAuthorInfo } from './BlogAuthor.js';
import { useT } from '../../contexts/SiteConfig.js';
import { tagPageTitle } from '../../utils/blog-titles.js';
import styles from './Blog.module.css';
import hidden from '../../styles/visually-hidden.module.css';

/** A post as the list shows it. */
export interface BlogPostSummaryInfo {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  /** The post's body up to its `truncate` marker (or the whole of it, see `whole`), shown in place of the description. */
  readonly excerpt?: readonly HNode[];
  /** The excerpt is the whole post (it has no `truncate` marker), as Docusaurus lists such a post: no "Read more". */
  readonly whole?: boolean;
  readonly date?: string;
  readonly readingTime?: number;
  readonly authors: readonly BlogAuthorInfo[];
  readonly tags?: readonly { readonly label: string; readonly permalink: string }[];
}

export interface BlogListProps {
  readonly title: string;
  readonly description: string;
  /** This page's number, from 1, and how many there are. */
  readonly page: number;
  readonly pages: number;
  /** The pages of newer and older posts. */
  readonly previous?: string;
  readonly next?: string;
  readonly posts: readonly BlogPostSummaryInfo[];
  /** A tag's page: where the list of every tag is, linked under the title. */
  readonly allTags?: string;
  /** A tag's page: the tag, and how many posts have it (the heading says so, in place of `title`). */
  readonly tag?: { readonly label: string; readonly count: number };
  /** An author's page: the author, shown in place of `title` with `description` under them. */
  readonly author?: BlogAuthorInfo;
  /** An author's page: where the list of every author is, linked under them. */
  readonly allAuthors?: string;
  /** Content components for the excerpts (the site's own over the theme's). */
  readonly components?: ContentComponents;
}

/**
 * The list's heading: a tag's (how many posts, and a link to every tag), an author's (who, and a
 * link to every author) or the blog's own, which only screen readers get: Docusaurus shows the
 * posts straight away, and keeps the blog's description for search engines.
 */
function ListHeader({ title, description, page, pages, allTags, tag, author, allAuthors }: Omit<BlogListProps, 'posts' | 'components'>): ReactNode {
  const t = useT();
  // Said to screen readers, as the pager's links are far below; Docusaurus shows no such line.
  const pageOf = pages > 1 ? <p className={hidden['visuallyHidden']}>{t('Page {page} of {pages}', { page, pages })}</p> : null;
  if (author) {
    return (
      <header className={`${styles['listHeader']} ${styles['authorHeader']}`}>
        <BlogAuthor author={author} as="h1" />
        {author.description ? <p>{author.description}</p> : null}
        {allAuthors ? <Link to={allAuthors}>{t('View all authors')}</Link> : null}
        {pageOf}
      </header>
    );
  }
  if (tag) {
    return (
      <header className={styles['listHeader']}>
        <h1>{tagPageTitle(t, tag.label, tag.count)}</h1>
        {description && description !== title ? <p>{description}</p> : null}
        {allTags ? <Link to={allTags}>{t('View all tags')}</Link> : null}
        {pageOf}
      </header>
    );
  }
  return (
    <header className={styles['listHeader']}>
      <h1 className={hidden['visuallyHidden']}>{title}</h1>
      {pageOf}
    </header>
  );
}

export function BlogList({ posts, components, previous, next, ...heading }: BlogListProps): ReactNode {
  const t = useT();
  return (
    <div className={styles['list']}>
      <ListHeader {...heading} />
      {heading.author && posts.length === 0 ? <p>{t('This author has not written any posts yet.')}</p> : null}
      {!heading.author && posts.length === 0 ? <p>{t('No posts yet.')}</p> : null}
      {posts.map((post) => (
        <article key={post.permalink} className={styles['summary']}>
          <h2 className={styles['summaryTitle']}>
            <Link to={post.permalink}>{post.title}</Link>
          </h2>
          <BlogByline authors={post.authors} {...(post.date ? { date: post.date } : {})} {...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {})} />
          {post.excerpt ? <DocContent body={post.excerpt} {...(components ? { components } : {})} /> : post.description ? <p>{post.description}</p> : null}
          <footer className={styles['summaryFooter']}>
            {post.tags?.length ? (
              <ul className={styles['tags']} aria-label={t('Tags')}>
                {post.tags.map((tag) => (
                  <li key={tag.permalink}>
                    <Link to={tag.permalink}>{tag.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {post.whole ? null : (
              <Link to={post.permalink} className={styles['readMore']} aria-label={t('Read more about {title}', { title: post.title })}>
                {t('Read more')}
              </Link>
            )}
          </footer>
        </article>
      ))}
      {previous || next ? (
        <nav className={styles['pager']} aria-label={t('Blog list pages')}>
          {previous ? <Link to={previous}>{`« ${t('Newer posts')}`}</Link> : <span />}
          {next ? <Link to={next}>{`${t('Older posts')} »`}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
