import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../contexts/SiteConfig.js';
import styles from './Admonition.module.css';

/** Admonition kinds the theme styles; any other type is a neutral box titled with its name. */
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution';

const ICONS: Record<AdmonitionType, string> = { note: 'ℹ', tip: '✓', info: 'ℹ', warning: '!', danger: '‼', caution: '!' };

export interface AdmonitionProps {
  /**
   * Kind: note, tip, info, warning, danger or caution (styled like a warning, titled "Caution");
   * any other (a site's own keyword) is a neutral box titled with the type's name.
   */
  readonly type: AdmonitionType | (string & {});
  /** Heading; defaults to the type's name. A title with markup comes as a first `<AdmonitionTitle>` child instead. */
  readonly title?: ReactNode;
  /** Extra class of the box. */
  readonly className?: string;
  /** The callout's body. */
  readonly children?: ReactNode;
}

/** A title with markup (`:::note[**Bold** title]`): the first child of an `Admonition`, shown as its heading. */
export function AdmonitionTitle({ children }: { readonly children?: ReactNode }): ReactNode {
  return children;
}

/** The `<AdmonitionTitle>` among `children`, and the rest. */
function splitTitle(children: ReactNode): { title: ReactNode; body: ReactNode[] } {
  const all = Children.toArray(children);
  const index = all.findIndex((child) => isValidElement(child) && child.type === AdmonitionTitle);
  if (index === -1) return { title: undefined, body: all };
  const title = (all[index] as ReactElement<{ children?: ReactNode }>).props.children;
  return { title, body: all.filter((_, i) => i !== index) };
}

/** A callout box (`:::tip` in Markdown). */
export function Admonition({ type, title, className, children }: AdmonitionProps): ReactNode {
  const known = type in ICONS;
  const kind: AdmonitionType = known ? (type as AdmonitionType) : 'note';
  const { title: markupTitle, body } = splitTitle(children);
  const t = useT();
  return (
    // A note, not an <aside>: several unnamed complementary landmarks in one doc would be
    // indistinguishable to screen-reader users (axe landmark-unique).
    <div role="note" className={`${styles['admonition']} ${styles[kind] ?? ''} theme-admonition theme-admonition-${kind}${className ? ` ${className}` : ''}`} data-type={kind}>
      {/* A known type's default title is its name, capitalised (`Note`, `Caution`: the keys of the config's `translations`). */}
      <p className={styles['title']}>
        <span aria-hidden="true" className={styles['icon']}>
          {ICONS[kind]}
        </span>
        {title ?? markupTitle ?? (known ? t(kind.charAt(0).toUpperCase() + kind.slice(1)) : type)}
      </p>
      <div className={styles['content']}>{body}</div>
    </div>
  );
}
