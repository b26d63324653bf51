/** `@theme/CodeInline` for a site's own components: inline code, as Markdown's backticks render it. */
import type { ComponentProps, ReactNode } from 'react';

export default function CodeInline(props: ComponentProps<'code'>): ReactNode {
  return <code {...props} />;
}
