/** `@theme/Admonition` for a site's own components: the theme's callout (`icon` is accepted and not shown). */
import type { ReactNode } from 'react';
import { Admonition as ThemeAdmonition, type AdmonitionProps as ThemeAdmonitionProps } from '@hpcdocs/theme';
import { textOf } from './text-of.js';

export interface AdmonitionProps extends Omit<ThemeAdmonitionProps, 'title'> {
  /** Heading: text or markup. */
  readonly title?: ReactNode;
  /** Accepted for compatibility; the theme's icon for the type is shown. */
  readonly icon?: ReactNode;
}

export default function Admonition({ type, title, className, children }: AdmonitionProps): ReactNode {
  // The theme's title is text; markup is flattened to it.
  return (
    <ThemeAdmonition type={type} {...(title === undefined ? {} : { title: typeof title === 'string' ? title : textOf(title) })} {...(className === undefined ? {} : { className })}>
      {children}
    </ThemeAdmonition>
  );
}
