/**
 * `@theme/Icon/ExternalLink` for a site's own components: the small arrow out of a box that marks a
 * link leaving the site, sized to the text around it. As on Docusaurus it tells screen readers that
 * the link opens a new tab ("(opens in new tab)", or the site's `theme.IconExternalLink.ariaLabel`
 * of its code.json).
 */
import type { ReactNode, SVGProps } from 'react';
import { translate } from '../../Translate.js';

export default function IconExternalLink({ width = 13.5, height = 13.5, ...rest }: SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg width={width} height={height} viewBox="0 0 24 24" role="img" aria-label={translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)' })} focusable="false" {...rest}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
