/** Under a blog post's title (on its page and in the list): its date, its reading time and its authors. */
import type { ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import { dateFormat, usePageLang } from '../../utils/date-format.js';
import styles from './Blog.module.css';

/** An author as a post shows them. */
export interface BlogAuthorInfo {
  readonly name: string;
  readonly title?: string;
  readonly url?: string;
  readonly imageUrl?: string;
}

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

function Author({ author }: { readonly author: BlogAuthorInfo }): ReactNode {
  const name = author.url ? (
    <a href={author.url} target="_blank" rel="noopener noreferrer">
      {author.name}
    </a>
  ) : (
    author.name
  );
  return (
    <li className={styles['author']}>
      {author.imageUrl ? <img className={styles['avatar']} src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
      <span>
        <span className={styles['authorName']}>{name}</span>
        {/* Two lines on screen; a space between them for screen readers and for the text of the page. */}
        {author.title ? ' ' : null}
        {author.title ? <span className={styles['authorTitle']}>{author.title}</span> : null}
      </span>
    </li>
  );
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
            <Author key={author.name} author={author} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
