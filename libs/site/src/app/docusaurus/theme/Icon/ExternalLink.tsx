/**
 * `@theme/Icon/ExternalLink` for a site's own components: the small arrow out of a box that marks a
 * link leaving the site, sized to the text around it and hidden from screen readers (the link's
 * text says where it goes).
 */
import type { ReactNode, SVGProps } from 'react';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...rest }: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg width={width} height={height} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
