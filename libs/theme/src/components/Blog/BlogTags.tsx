/** The blog's page of every tag (`/blog/tags`): the tags by their first letter, each with how many posts carry it. */
import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import { useT } from '../../contexts/SiteConfig.js';
import { tagPageTitle } from '../../utils/blog-titles.js';
import styles from './Blog.module.css';

/** A tag as the page lists it. */
export interface BlogTagInfo {
  readonly label: string;
  readonly permalink: string;
  /** How many listed posts carry it. */
  readonly count: number;
}

export interface BlogTagsProps {
  readonly tags: readonly BlogTagInfo[];
}

/** The tags in alphabetical order, grouped by their first letter (upper case). */
function byLetter(tags: readonly BlogTagInfo[]): [string, BlogTagInfo[]][] {
  const letters = new Map<string, BlogTagInfo[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), tag]);
  }
  return [...letters];
}

export function BlogTags({ tags }: BlogTagsProps): ReactNode {
  const t = useT();
  return (
    <div className={styles['list']}>
      <header className={styles['listHeader']}>
        <h1>{t('Tags')}</h1>
      </header>
      {byLetter(tags).map(([letter, group]) => (
        <section key={letter} className={styles['tagLetter']}>
          <h2>{letter}</h2>
          <ul className={styles['tags']}>
            {group.map((tag) => (
              <li key={tag.permalink}>
                {/* The badge shows the count; the link's name says it in words. */}
                <Link to={tag.permalink} aria-label={tagPageTitle(t, tag.label, tag.count)}>
                  {tag.label}
                  <span className={styles['tagCount']}>{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
