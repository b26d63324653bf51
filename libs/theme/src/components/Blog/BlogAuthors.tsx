/** The blog's list of authors (`/blog/authors`): each with their picture, title and how many posts they wrote. */
import type { ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import { BlogAuthor, type BlogAuthorInfo } from './BlogAuthor.js';
import styles from './Blog.module.css';

export interface BlogAuthorsProps {
  /** The authors of the authors file, in its order, each with the number of listed posts they wrote. */
  readonly authors: readonly (BlogAuthorInfo & { readonly count: number })[];
}

export function BlogAuthors({ authors }: BlogAuthorsProps): ReactNode {
  const t = useT();
  return (
    <div className={styles['list']}>
      <header className={styles['listHeader']}>
        <h1>{t('Authors')}</h1>
      </header>
      <ul className={styles['authorList']}>
        {authors.map((author) => (
          <li key={author.page ?? author.name}>
            <BlogAuthor author={author} as="h2" count={author.count} />
          </li>
        ))}
      </ul>
    </div>
  );
}
