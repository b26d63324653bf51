/**
 * `@docusaurus/Head` for a site's own components: its `<title>`, `<meta>` and `<link>` children are
 * rendered in place, and React moves them into the document's head in the browser.
 */
import type { ReactNode } from 'react';

export default function Head({ children }: { readonly children?: ReactNode }): ReactNode {
  return children ?? null;
}
