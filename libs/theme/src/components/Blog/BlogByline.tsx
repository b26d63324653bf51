/** Under a blog post's title (on its page and in the list): its date, its reading time and its authors. */
import type { ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import { dateFormat, usePageLang } from '../../utils/date-format.js';
import { BlogAuthor, type BlogAuthorInfo } from './BlogAuthor.js';
import styles from './Blog.module.css';

export type { BlogAuthorInfo } from './BlogAuthor.js';

export interface BlogBylineProps {
  /** The post's date as written (`2024-05-01`, or a date and time). */
  readonly date?: string;
  /** Minutes; absent when the blog does not show reading times. */
  readonly readingTime?: number;
  readonly authors: readonly BlogAuthorInfo[];
}

/** The date as readers of `lang` (default English) read it (`May 1, 2024`), or undefined when it is not a date. */
export function formatPostDate(date: string | undefined, lang = 'en'): string | undefined {
  if (date === undefined) return undefined;
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : dateFormat(lang, 'long').format(time);
}

/** `May 1, 2024 · 5 min read`, then the authors. */
export function BlogByline({ date, readingTime, authors }: BlogBylineProps): ReactNode {
  const shown = formatPostDate(date, usePageLang());
  const t = useT();
  return (
    <div className={styles['byline']}>
      <p className={styles['meta']}>
        {shown && date ? <time dateTime={date}>{shown}</time> : null}
        {shown && readingTime !== undefined ? ' · ' : null}
        {readingTime === undefined ? null : readingTime === 1 ? t('One min read') : t('{readingTime} min read', { readingTime })}
      </p>
      {authors.length > 0 ? (
        <ul className={styles['authors']} aria-label={t('Authors')}>
          {authors.map((author) => (
            <li key={author.name}>
              <BlogAuthor author={author} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
