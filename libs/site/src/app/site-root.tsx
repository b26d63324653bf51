/**
 * The site's Root (config `root`, or a Docusaurus site's swizzled `src/theme/Root`) around its App:
 * mounted once, above every page, and kept as the reader moves between pages, as Docusaurus keeps
 * its Root. It is inside the router and the App's props, so its providers can use both.
 */
import type { ComponentType, ReactNode } from 'react';
import type { AppComponent, AppProps } from './App.js';

/** `App`, or `App` inside `Root` when the site has one. */
export function withSiteRoot(App: AppComponent, Root: ComponentType<{ children?: ReactNode }> | undefined): AppComponent {
  if (!Root) return App;
  return function RootedApp(props: AppProps): ReactNode {
    return (
      <Root>
        <App {...props} />
      </Root>
    );
  };
}
