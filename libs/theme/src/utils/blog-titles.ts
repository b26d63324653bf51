/**
 * The titles of the blog's pages of posts, in the words of `t`: the theme's lookup in a component
 * (the heading), the site layer's on Node (the page's `<title>`), so both say the same.
 */
/** A lookup of the theme's texts: the English text -> the locale's, with `{placeholders}` filled. */
export type TextLookup = (text: string, values?: Readonly<Record<string, string | number>>) => string;

/** `One post` / `3 posts`. */
export const postCount = (t: TextLookup, count: number): string => (count === 1 ? t('One post') : t('{count} posts', { count }));

/** A tag's page: `2 posts tagged with "news"`. */
export const tagPageTitle = (t: TextLookup, tagName: string, count: number): string => t('{nPosts} tagged with "{tagName}"', { nPosts: postCount(t, count), tagName });

/** An author's page: `Ada Byron - 2 posts`. */
export const authorPageTitle = (t: TextLookup, authorName: string, count: number): string => t('{authorName} - {nPosts}', { authorName, nPosts: postCount(t, count) });
