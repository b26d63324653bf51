/**
 * The blog's route components (see plugins/blog.ts): a post, a doc page with its date and authors
 * under its title and no sidebar; a page of the list of posts; the archive, the authors and the tags. The theme's blog components
 * load with the blog's pages (`@hpcdocs/theme/blog`); these wrappers are made once they have.
 */
import { useMemo, type ReactNode } from 'react';
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { DocPage } from '@hpcdocs/theme';
import type { BlogListProps, BlogByline as Byline, BlogList as List } from '@hpcdocs/theme/blog';
import { SearchTermHighlighter } from '@hpcdocs/search/react';
import { usePageInputs } from './App.js';
import { pageComponentsOf } from './page-components.js';
import type { RoutePageProps } from './route-components.js';

/** What a post's route carries: its doc, with the blog's facts (plugins/blog.ts, `BlogPostData`). */
type PostData = DocJson & { readonly blog: { readonly date?: string; readonly authors: BlogListProps['posts'][number]['authors']; readonly showReadingTime: boolean; readonly sidebar?: readonly SidebarItem[] } };

/** The post page, with the theme's byline. */
export function blogPostRoute(BlogByline: typeof Byline): (props: RoutePageProps) => ReactNode {
  return function BlogPostRoute({ data }: RoutePageProps): ReactNode {
    const { components } = usePageInputs();
    const post = data as PostData;
    const table = useMemo(() => pageComponentsOf(post, components), [post, components]);
    const byline = <BlogByline authors={post.blog.authors} {...(post.blog.date ? { date: post.blog.date } : {})} {...(post.blog.showReadingTime ? { readingTime: post.readingTime } : {})} />;
    return (
      <>
        <DocPage doc={post} sidebar={post.blog.sidebar ?? null} byline={byline} {...(table ? { components: table } : {})} />
        <SearchTermHighlighter contentKey={post} />
      </>
    );
  };
}

/** A page whose route data is its component's props: the archive, the authors, the tags. */
export function blogDataRoute<P extends object>(Page: (props: P) => ReactNode): (props: RoutePageProps) => ReactNode {
  return function BlogDataRoute({ data }: RoutePageProps): ReactNode {
    return <Page {...(data as P)} />;
  };
}

/** A page of the list, with the theme's list. */
export function blogListRoute(BlogList: typeof List): (props: RoutePageProps) => ReactNode {
  return function BlogListRoute({ data }: RoutePageProps): ReactNode {
    // The excerpts render with the site's own components, as the docs do.
    const { components } = usePageInputs();
    return <BlogList {...(data as BlogListProps)} {...(components ? { components } : {})} />;
  };
}
