import type { ReactNode } from 'react';
import type { TocItem } from '@hpcdocs/content-pipeline/schema';
import { tocTree, type TocNode } from '../../utils/toc.js';
import styles from './TOCInline.module.css';

export interface TOCInlineProps {
  /** The page's headings (the pipeline fills them in for `<TOCInline toc={toc} />`). */
  readonly toc: readonly TocItem[];
  /** Shallowest heading level listed (default 2). */
  readonly minHeadingLevel?: number;
  /** Deepest heading level listed (default 3). */
  readonly maxHeadingLevel?: number;
}

function Entries({ nodes }: { readonly nodes: readonly TocNode[] }): ReactNode {
  return (
    <ul className={styles['list']}>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {children.length > 0 ? <Entries nodes={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's table of contents inside its text, as nested lists of links to the headings. */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: TOCInlineProps): ReactNode {
  const nodes = tocTree(toc, minHeadingLevel, maxHeadingLevel);
  if (nodes.length === 0) return null;
  return (
    <div className={styles['toc']}>
      <Entries nodes={nodes} />
    </div>
  );
}
