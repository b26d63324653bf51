/** `@theme/Details` for a site's own components: the theme's disclosure; `summary` may be markup (a `<summary>` element). */
import type { ReactNode } from 'react';
import { Details as ThemeDetails, type DetailsProps as ThemeDetailsProps } from '@hpcdocs/theme';

export interface DetailsProps extends Omit<ThemeDetailsProps, 'summary'> {
  readonly summary?: ReactNode;
}

export default function Details({ summary, children, ...rest }: DetailsProps): ReactNode {
  if (summary === undefined || typeof summary === 'string') return <ThemeDetails {...rest} {...(summary === undefined ? {} : { summary })}>{children}</ThemeDetails>;
  // A `<summary>` element (or other markup) leads the children, where the theme looks for it.
  const lead = typeof summary === 'object' && summary !== null && 'type' in summary && summary.type === 'summary' ? summary : <summary>{summary}</summary>;
  return (
    <ThemeDetails {...rest}>
      {lead}
      {children}
    </ThemeDetails>
  );
}
