import { memo, useMemo, type ReactNode } from 'react';
import type { HNode } from '@hpcdocs/content-pipeline/schema';
import { defaultContentComponents } from './components.js';
import { renderContent, type ContentComponents } from './render.js';
import styles from './Content.module.css';

export interface DocContentProps {
  /** The doc body in the pipeline's compact tree format (`DocJson.body`). */
  readonly body: readonly HNode[];
  /** Extra or replacement components, merged over the defaults. */
  readonly components?: ContentComponents;
}

/**
 * Renders a doc body with the content component table. Memoized: the page around it re-renders as
 * the reader scrolls (the TOC's active heading), and re-rendering a whole body each time, or once
 * more during hydration, cost a long task on a slow phone.
 */
export const DocContent = memo(function DocContent({ body, components }: DocContentProps): ReactNode {
  const table = useMemo(() => (components ? { ...defaultContentComponents, ...components } : defaultContentComponents), [components]);
  return <div className={`${styles['content']} theme-doc-markdown markdown`}>{renderContent(body, table)}</div>;
});

/**
 * The content of a doc's opening `# heading` that has markup (`DocJson.titleBody`): its links and
 * code rendered as the body renders them, inside the page's own h1.
 */
export function DocTitle({ body }: { readonly body: readonly HNode[] }): ReactNode {
  return <span className={styles['title']}>{renderContent(body, defaultContentComponents)}</span>;
}
