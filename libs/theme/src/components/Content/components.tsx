import type { ReactNode } from 'react';
import { Link } from '@hpcdocs/router';
import { Admonition, AdmonitionTitle } from '../Admonition/Admonition.js';
import { CodeBlock } from '../CodeBlock/CodeBlock.js';
import { Details } from '../Details/Details.js';
import { Heading } from '../Heading/Heading.js';
import { Table } from '../Table/Table.js';
import { TabItem, Tabs } from '../Tabs/Tabs.js';
import { byContract } from './contract.js';
import type { ContentComponent, ContentComponents } from './render.js';
import styles from './Content.module.css';

type P = Record<string, unknown> & { children?: ReactNode };

const heading = (as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'): ContentComponent =>
  function ContentHeading({ id, children }: P) {
    return (
      <Heading as={as} {...(typeof id === 'string' ? { id } : {})}>
        {children}
      </Heading>
    );
  };

function ContentLink({ href, children, ...rest }: P): ReactNode {
  const id = typeof rest['id'] === 'string' ? rest['id'] : undefined;
  // An anchor without a target (`<a id="x">`, a link target in raw HTML) stays an anchor: a
  // router link with an empty target would point at the home page.
  if (typeof href !== 'string' || href === '') return <a {...(id ? { id } : {})}>{children}</a>;
  // `pathname://` in the source: a plain link the browser follows itself (a file, a page outside the app).
  if (rest['data-pathname'] === true) {
    return (
      <a href={href} {...(id ? { id } : {})}>
        {children}
      </a>
    );
  }
  const external = rest['data-external'] === true || rest['data-external'] === 'true' || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
  if (external) {
    return (
      <a href={href} id={id} target="_blank" rel="noopener noreferrer" className={styles['external']}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...(id ? { id } : {})}>
      {children}
    </Link>
  );
}

/** Inline code this short never breaks inside: a browser would otherwise split `-p` after its hyphen. */
const SHORT_CODE = 24;

function ContentInlineCode({ children, className, ...rest }: P): ReactNode {
  const only = Array.isArray(children) && children.length === 1 ? (children[0] as unknown) : children;
  const short = typeof only === 'string' && only.length <= SHORT_CODE;
  const classes = [typeof className === 'string' ? className : '', short ? styles['nowrap'] : ''].filter(Boolean).join(' ');
  return (
    <code {...rest} {...(classes ? { className: classes } : {})}>
      {children}
    </code>
  );
}

function ContentImage(props: P): ReactNode {
  const { src, alt, width, height, title } = props as { src?: string; alt?: string; width?: number; height?: number; title?: string };
  return <img src={src} alt={alt ?? ''} width={width} height={height} title={title} loading="lazy" decoding="async" className={styles['image']} />;
}

/**
 * The built-in components the app loads up front (the content contract's components that are not
 * per page; those are in `../../page-components.ts`).
 */
export const contractComponents = byContract({ CodeBlock, Admonition, AdmonitionTitle, Tabs, TabItem, Details });

/** The default component table used to render doc bodies. */
export const defaultContentComponents: ContentComponents = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: ContentLink as ContentComponent,
  table: Table as ContentComponent,
  img: ContentImage as ContentComponent,
  code: ContentInlineCode as ContentComponent,
  // Checked against the contract above; widened here to the table's general type.
  ...(contractComponents as unknown as ContentComponents),
};
