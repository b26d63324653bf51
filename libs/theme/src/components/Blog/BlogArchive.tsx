/**
 * The blog's archive: every post by year, the newest year first and a year's posts in the order
 * they came out (as Docusaurus lists them), each with its day.
 */
import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import { usePageLang } from '../../utils/date-format.js';
import styles from './Blog.module.css';

/** A post as the archive lists it. */
export interface BlogArchivePost {
  readonly title: string;
  readonly permalink: string;
  readonly date?: string;
}

export interface BlogArchiveProps {
  /** The posts, newest first. */
  readonly posts: readonly BlogArchivePost[];
}

/** The posts (newest first) by the year of their date (`''` for posts without one), each year's oldest first. */
function byYear(posts: readonly BlogArchivePost[]): [string, BlogArchivePost[]][] {
  const years = new Map<string, BlogArchivePost[]>();
  for (const post of posts) {
    const year = post.date?.slice(0, 4) ?? '';
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years];
}

const DAY = { month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

export function BlogArchive({ posts }: BlogArchiveProps): ReactNode {
  const t = useT();
  const lang = usePageLang();
  return (
    <div className={styles['list']}>
      <header className={styles['listHeader']}>
        <h1>{t('Archive')}</h1>
      </header>
      {posts.length === 0 ? <p>{t('No posts yet.')}</p> : null}
      {byYear(posts).map(([year, yearPosts]) => (
        <section key={year} className={styles['archiveYear']}>
          {year ? <h2>{year}</h2> : null}
          <ul>
            {yearPosts.map((post) => {
              const time = post.date === undefined ? Number.NaN : Date.parse(post.date);
              const date = Number.isNaN(time) ? undefined : new Intl.DateTimeFormat(lang, DAY).format(time);
              return (
                <li key={post.permalink}>
                  <Link to={post.permalink}>
                    {date && post.date ? (
                      <>
                        <time dateTime={post.date}>{date}</time>
                        {' - '}
                      </>
                    ) : null}
                    {post.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
