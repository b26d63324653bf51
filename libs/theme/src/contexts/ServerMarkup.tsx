import { createContext, useContext, type ReactNode } from 'react';

/**
 * Markup that prerendering renders once and reuses on every page that has it. A site's sidebar is
 * on every page, and part of it is the same everywhere: the open categories that do not hold the
 * page (those not collapsed by default; a collapsed one's items are in no page, see Sidebar.tsx).
 * Given this cache, the sidebar renders such a category's items once and writes the same HTML on
 * every other page; the browser hydrates it as if React had rendered it there, since it is what
 * React renders there.
 *
 * Only the server provides it (the site's server entry); in the browser there is none, and every
 * component renders as usual.
 */
export interface ServerMarkupCache {
  /**
   * The HTML of `nodes()` (rendered inside the same providers as the page), rendered once for
   * `owner` (an object the markup is made from, such as a sidebar category) and `key` (everything
   * else it depends on).
   */
  markup(owner: object, key: string, nodes: () => ReactNode): string;
}

/**
 * A cache that renders a markup with `render` (the server's `renderToString`, inside the providers
 * the pages have) the first time its owner and key are asked for, and gives that HTML after.
 */
export function createServerMarkupCache(render: (nodes: ReactNode) => string): ServerMarkupCache {
  const made = new WeakMap<object, Map<string, string>>();
  return {
    markup(owner, key, nodes) {
      let byKey = made.get(owner);
      if (!byKey) {
        byKey = new Map();
        made.set(owner, byKey);
      }
      let html = byKey.get(key);
      if (html === undefined) {
        html = render(nodes());
        byKey.set(key, html);
      }
      return html;
    },
  };
}

const ServerMarkupContext = createContext<ServerMarkupCache | null>(null);

export interface ServerMarkupProviderProps {
  readonly cache: ServerMarkupCache;
  readonly children: ReactNode;
}

/** Provides a {@link ServerMarkupCache} to the components that can use one (the sidebar). Server only. */
export function ServerMarkupProvider({ cache, children }: ServerMarkupProviderProps): ReactNode {
  return <ServerMarkupContext.Provider value={cache}>{children}</ServerMarkupContext.Provider>;
}

/** The server's markup cache, or null (in the browser, and on a server that provides none). */
export function useServerMarkup(): ServerMarkupCache | null {
  return useContext(ServerMarkupContext);
}
