/** `@theme/Heading` for a site's own components: the theme's heading with its anchor link (`h1` is a plain heading). */
import type { HTMLAttributes, ReactNode } from 'react';
import { Heading as ThemeHeading } from '@hpcdocs/theme';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export default function Heading({ as, id, children, ...rest }: HeadingProps): ReactNode {
  if (as === 'h1') {
    return (
      <h1 id={id} {...rest}>
        {children}
      </h1>
    );
  }
  return (
    <ThemeHeading as={as} {...(id ? { id } : {})}>
      {children}
    </ThemeHeading>
  );
}
