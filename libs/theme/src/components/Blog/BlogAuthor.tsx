/**
 * One author of the blog, as the byline, the list of authors and an author's own page show them:
 * their picture, their name (leading to their page on the blog if they have one, else to their
 * `url` or their email), how many posts they wrote when asked, and their title.
 */
import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import styles from './Blog.module.css';

/** An author as a post shows them. */
export interface BlogAuthorInfo {
  readonly name: string;
  readonly title?: string;
  readonly url?: string;
  readonly email?: string;
  readonly imageUrl?: string;
  /** Their page on the blog (`page` in the authors file), where their name leads before `url`. */
  readonly page?: string;
  /** A sentence about them, under their name on their page. */
  readonly description?: string;
  /** Their profiles elsewhere (authors.yml `socials`), each an icon link named by its platform. */
  readonly socials?: readonly { readonly platform: string; readonly url: string }[];
}

export interface BlogAuthorProps {
  readonly author: BlogAuthorInfo;
  /** The name as a heading: `h1` on the author's page, `h2` in the list of authors; else a line of text. */
  readonly as?: 'h1' | 'h2';
  /** How many posts they wrote, shown beside the name (the list of authors). */
  readonly count?: number;
}

/** Their name (or picture) as a link: to their page on the blog, else out to `url`, else `mailto:`. */
function AuthorLink({ author, children, className }: { readonly author: BlogAuthorInfo; readonly children: ReactNode; readonly className?: string | undefined }): ReactNode {
  if (author.page) {
    return (
      <Link to={author.page} {...(className ? { className } : {})}>
        {children}
      </Link>
    );
  }
  const href = author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  if (!href) return children;
  return (
    <a href={href} {...(className ? { className } : {})} {...(author.url ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** Platform names as readers know them (authors.yml keys are lower case); another key is shown as written. */
const PLATFORMS: Readonly<Record<string, string>> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** One profile link: an arrow out of a circle, named by the platform (or the address, for email). */
function SocialLink({ platform, url }: { readonly platform: string; readonly url: string }): ReactNode {
  const name = url.startsWith('mailto:') ? url.slice('mailto:'.length) : (PLATFORMS[platform.toLowerCase()] ?? platform);
  return (
    <a href={url} className={styles['social']} title={name} aria-label={name} {...(url.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.2" />
        <path d="M6 10l4.2-4.2M7 5.8h3.2V9" />
      </svg>
    </a>
  );
}

export function BlogAuthor({ author, as: Heading, count }: BlogAuthorProps): ReactNode {
  const name = <AuthorLink author={author}>{author.name}</AuthorLink>;
  return (
    <div className={`${styles['author']} ${Heading ? styles['authorLarge'] : ''}`}>
      {/* The photo leads where the name does (as on Docusaurus), so it is named as the name is. */}
      {author.imageUrl ? (
        <AuthorLink author={author} className={styles['avatarLink']}>
          <img className={styles['avatar']} src={author.imageUrl} alt={author.name} width={Heading ? 64 : 40} height={Heading ? 64 : 40} loading="lazy" />
        </AuthorLink>
      ) : null}
      <span>
        {Heading ? (
          <span className={styles['authorHeading']}>
            <Heading className={styles['authorName']}>{name}</Heading>
            {/* Beside the heading, not in it: the heading is the name. */}
            {count ? (
              <>
                {' '}
                <span className={styles['authorCount']}>{count}</span>
              </>
            ) : null}
          </span>
        ) : (
          <span className={styles['authorName']}>{name}</span>
        )}
        {/* Two lines on screen; a space between them for screen readers and for the text of the page. */}
        {author.title ? ' ' : null}
        {author.title ? <span className={styles['authorTitle']}>{author.title}</span> : null}
        {author.socials?.length ? (
          <span className={styles['socials']}>
            {author.socials.map((social) => (
              <SocialLink key={social.platform} {...social} />
            ))}
          </span>
        ) : null}
      </span>
    </div>
  );
}
